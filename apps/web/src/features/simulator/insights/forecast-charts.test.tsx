import type { SceneForecastView } from '@teamcast/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForecastCharts } from './index';
import { loaded, plain, renderInsight, sizeCharts, teamYear } from './test-support';

const { forecast } = teamYear();
const indicators = ['cohesion', 'microclimate', 'performance', 'power'] as const;

/** The values as the data holds them, written the way a reader expects: shares in percent, mood signed, power in hundredths. */
function expected(record: SceneForecastView['days'][number]): string[] {
  const signed = Math.round(record.microclimate);
  return [
    `${Math.round(record.cohesion * 100)} %`,
    signed > 0 ? `+${signed}` : String(signed),
    `${Math.round(record.performance * 100)} %`,
    record.power.toFixed(2).replace('.', ','),
  ];
}

const markerOf = (indicator: string) => screen.getByTestId(`forecast-chart-${indicator}`).querySelector('.recharts-reference-line-line');

let unsize: () => void;
beforeEach(() => {
  unsize = sizeCharts();
});
afterEach(() => unsize());

describe('forecast charts', () => {
  it('draw the past and the forecast of every indicator, marking the selected day with its values', async () => {
    const { rerender } = renderInsight(<ForecastCharts forecast={forecast} day={30} />);
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('power')).toBeTruthy());
    const day30 = forecast.days[30]!;
    expect(day30.date).toBe('2026-12-31');
    for (const [index, indicator] of indicators.entries()) {
      const chart = screen.getByTestId(`forecast-chart-${indicator}`);
      expect(markerOf(indicator)!.getAttribute('x')).toBe('30');
      expect(plain(within(chart).getByTestId('selected-value').textContent)).toBe(`31 декабря 2026 г.: ${expected(day30)[index]}`);
      // The team has lived a year, so its past is drawn too, under its own name.
      expect(within(chart).getByText('Прошлое')).toBeTruthy();
    }
    const at30 = Number(markerOf('cohesion')!.getAttribute('x1'));

    rerender(<ForecastCharts forecast={forecast} day={200} />);
    await waitFor(() => expect(markerOf('cohesion')!.getAttribute('x')).toBe('200'));
    expect(Number(markerOf('cohesion')!.getAttribute('x1'))).toBeGreaterThan(at30);
    expect(plain(within(screen.getByTestId('forecast-chart-performance')).getByTestId('selected-value').textContent)).toBe(
      `19 июня 2027 г.: ${expected(forecast.days[200]!)[2]}`,
    );
  });

  it('label the time axis by month in the reader\u2019s language', async () => {
    const { unmount } = renderInsight(<ForecastCharts forecast={forecast} day={0} />);
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('cohesion')).toBeTruthy());
    const ticks = () =>
       [...screen.getByTestId('forecast-chart-cohesion').querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent);
    expect(ticks()).toEqual(['янв. 2026', 'март', 'май', 'июль', 'сент.', 'нояб.', 'янв. 2027', 'март', 'май', 'июль', 'сент.', 'нояб.']);
    unmount();

    renderInsight(<ForecastCharts forecast={forecast} day={0} />, 'en');
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('cohesion')).toBeTruthy());
    expect(ticks()).toEqual(expect.arrayContaining(['Jan 2026', 'Mar', 'Nov', 'Jan 2027']));
  });

  it('report the day of the point clicked', async () => {
    const onDayChange = vi.fn();
    renderInsight(<ForecastCharts forecast={forecast} day={30} onDayChange={onDayChange} />);
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('microclimate')).toBeTruthy());
    const chart = screen.getByTestId('forecast-chart-microclimate');
    const surface = chart.querySelector('.recharts-wrapper')!;
    const x = Number(markerOf('microclimate')!.getAttribute('x1'));

    // A pointer goes over a point before it clicks it: the tooltip names the point's day.
    fireEvent.mouseMove(surface, { clientX: x, clientY: 100 });
    await within(chart).findByText('31 декабря 2026 г.');
    fireEvent.click(surface, { clientX: x, clientY: 100 });
    await waitFor(() => expect(onDayChange).toHaveBeenLastCalledWith(30));

    fireEvent.mouseMove(surface, { clientX: x + 150, clientY: 100 });
    await waitFor(() => expect(within(chart).queryByText('31 декабря 2026 г.')).toBeNull());
    const label = chart.querySelector('.mantine-ChartTooltip-tooltipLabel')!.textContent;
    fireEvent.click(surface, { clientX: x + 150, clientY: 100 });
    await waitFor(() => expect(onDayChange).toHaveBeenCalledTimes(2));
    const day = onDayChange.mock.lastCall![0] as number;
    expect(day).toBeGreaterThan(30);
    expect(new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${forecast.days[day]!.date}T00:00:00Z`))).toBe(label);
  });

  it('show the same values as a table, month by month with the selected day, each row choosing its day', async () => {
    const onDayChange = vi.fn();
    renderInsight(<ForecastCharts forecast={forecast} day={45} onDayChange={onDayChange} />);
    await loaded('forecast-charts');
    fireEvent.click(screen.getByText('Таблица'));
    const table = await screen.findByTestId('forecast-table');
    const rows = [...table.querySelectorAll('tbody tr')];
    const all = [...forecast.past.days, ...forecast.days];
    const firstOfMonth = all.filter((record) => record.date.endsWith('-01'));
    expect(rows.map((row) => Number(row.getAttribute('data-day')))).toEqual([...firstOfMonth.map((record) => record.day), 45].sort((a, b) => a - b));
    for (const row of rows) {
      const record = all.find((candidate) => candidate.day === Number(row.getAttribute('data-day')))!;
      expect([...row.querySelectorAll('td')].map((cell) => plain(cell.textContent))).toEqual(expected(record));
      expect(within(row as HTMLElement).queryByText('прошлое') !== null).toBe(record.day < 0);
    }
    const selected = table.querySelector('tr[aria-current="date"]')!;
    expect(selected.getAttribute('data-day')).toBe('45');
    expect(within(selected as HTMLElement).getByText('выбранный день')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Выбрать 1 марта 2027 г.' }));
    expect(onDayChange).toHaveBeenCalledWith(forecast.days.find((record) => record.date === '2027-03-01')!.day);
  });

  it('leave the past out for a new team', async () => {
    const young = teamYear([], 'new').forecast;
    renderInsight(<ForecastCharts forecast={young} day={0} />, 'en');
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('cohesion')).toBeTruthy());
    expect(screen.queryByText('Past')).toBeNull();
    fireEvent.click(screen.getByText('Table'));
    const rows = (await screen.findByTestId('forecast-table')).querySelectorAll('tbody tr');
    expect(rows).toHaveLength(12);
    expect(plain(rows[0]!.querySelector('th')!.textContent)).toBe('December 1, 2026selected day');
  });
});
