import { moodBand } from '@teamcast/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InteractionGraph } from './index';
import { loaded, renderInsight, teamYear } from './test-support';

const { scene, forecast } = teamYear();
const moodWords = { depressed: 'Подавленное', bad: 'Плохое', anxious: 'Тревожное', good: 'Хорошее', excellent: 'Отличное', unclear: 'Неизвестно' };

const listed = async () => {
  await loaded('interaction-graph');
  fireEvent.click(screen.getByText('Список пар'));
  return within(await screen.findByTestId('pair-list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('interaction graph', () => {
  it('draws the members of the day with their mood, and lists the pairs as the forecast has them', async () => {
    const { rerender } = renderInsight(<InteractionGraph scene={scene} forecast={forecast} day={30} />);
    const graph = await loaded('interaction-graph');
    await waitFor(() => expect(graph.querySelectorAll('.react-flow__node')).toHaveLength(4));
    expect([...graph.querySelectorAll('.react-flow__node')].map((node) => node.textContent)).toEqual(['Анна П.', 'Борис И.', 'Вера', 'Глеб С.']);
    expect(screen.getByText('Кто с кем работает 31 декабря 2026 г.')).toBeTruthy();
    // Each member is framed in the colour of their mood that day, and the mood is named on hovering.
    const moods = [...graph.querySelectorAll('.react-flow__node [title]')].map((node) => node.getAttribute('title'));
    expect(moods).toEqual(forecast.actors.map((actor) => moodWords[moodBand(actor.satisfaction[30])]));
    expect(await listed()).toEqual(['Анна П. и Борис И.: 10 ч в неделю, удалённо']);
    expect(screen.getByText('Остальные пары работают по умолчанию: 5 ч в неделю в офисе.')).toBeTruthy();

    rerender(<InteractionGraph scene={scene} forecast={forecast} day={150} />);
    expect(await listed()).toEqual(['Анна П. и Борис И.: 10 ч в неделю, удалённо', 'Анна П. и Вера: 2 ч в неделю, офис']);
  });

  it('changes with the day: someone who has left is gone from it', async () => {
    const { rerender } = renderInsight(<InteractionGraph scene={scene} forecast={forecast} day={199} />);
    const graph = await loaded('interaction-graph');
    await waitFor(() => expect(within(graph).queryByText('Глеб С.')).not.toBeNull());
    rerender(<InteractionGraph scene={scene} forecast={forecast} day={200} />);
    await waitFor(() => expect(within(graph).queryByText('Глеб С.')).toBeNull());
    expect(graph.querySelectorAll('.react-flow__node')).toHaveLength(3);
  });

  it('reads the settings in force from the scene when there is no forecast', async () => {
    const { rerender } = renderInsight(<InteractionGraph scene={scene} forecast={null} day={99} />, 'en');
    await loaded('interaction-graph');
    fireEvent.click(screen.getByText('List of pairs'));
    expect(within(await screen.findByTestId('pair-list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Анна П. and Борис И.: 10 h a week, remote',
    ]);
    rerender(<InteractionGraph scene={scene} forecast={null} day={100} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('listitem')[1]!.textContent).toBe('Анна П. and Вера: 2 h a week, office');
  });

  it('says so when nobody has settings of their own that day', async () => {
    const plainTeam = teamYear([]);
    renderInsight(<InteractionGraph scene={plainTeam.scene} forecast={plainTeam.forecast} day={10} />);
    await loaded('interaction-graph');
    fireEvent.click(screen.getByText('Список пар'));
    expect(await screen.findByText('Отдельных настроек взаимодействия в этот день нет.')).toBeTruthy();
  });
});
