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

const chartOf = (indicator: string) => screen.getByTestId(`forecast-chart-${indicator}`);
const markerOf = (indicator: string) => chartOf(indicator).querySelector('[data-testid="selected-day-marker"]');
const surfaceOf = (indicator: string) => chartOf(indicator).querySelector('svg')!;
const dateRu = (date: string) => new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

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
      const chart = chartOf(indicator);
      expect(markerOf(indicator)!.getAttribute('data-day')).toBe('30');
      expect(plain(within(chart).getByTestId('selected-value').textContent)).toBe(`31 декабря 2026 г.: ${expected(day30)[index]}`);
      // The team has lived a year, so its past is drawn too, under its own name.
      expect(within(chart).getByText('Прошлое')).toBeTruthy();
    }
    const at30 = Number(markerOf('cohesion')!.getAttribute('x1'));

    rerender(<ForecastCharts forecast={forecast} day={200} />);
    await waitFor(() => expect(markerOf('cohesion')!.getAttribute('data-day')).toBe('200'));
    expect(Number(markerOf('cohesion')!.getAttribute('x1'))).toBeGreaterThan(at30);
    expect(plain(within(chartOf('performance')).getByTestId('selected-value').textContent)).toBe(`19 июня 2027 г.: ${expected(forecast.days[200]!)[2]}`);
  });

  it('draw one line per series through every one of its days, the past running on into the first forecast day', async () => {
    renderInsight(<ForecastCharts forecast={forecast} day={0} />);
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('cohesion')).toBeTruthy());
    for (const indicator of indicators) {
      const lines = [...chartOf(indicator).querySelectorAll('path[data-series]')];
      expect(lines.map((line) => line.getAttribute('data-series'))).toEqual([`${indicator}Past`, indicator]);
      const points = lines.map((line) => line.getAttribute('d')!.match(/[ML]/g)!);
      expect(points.map((commands) => commands.length)).toEqual([forecast.past.days.length + 1, forecast.days.length]);
      // Each line is one unbroken stroke.
      expect(points.map((commands) => commands.filter((command) => command === 'M').length)).toEqual([1, 1]);
      // The past's last point is the forecast's first.
      const [past, future] = lines.map((line) => line.getAttribute('d')!);
      expect(past!.split('L').at(-1)).toBe(future!.split('L')[0]!.slice(1));
    }
  });

  it('label the time axis by month in the reader\u2019s language, every second label left out where they would overlap', async () => {
    const ticks = () => [...chartOf('cohesion').querySelectorAll('[data-axis="x"] text')].map((tick) => tick.textContent);
    unsize();
    unsize = sizeCharts(1000);
    const { unmount } = renderInsight(<ForecastCharts forecast={forecast} day={0} />);
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('cohesion')).toBeTruthy());
    expect(ticks()).toEqual(['янв. 2026', 'март', 'май', 'июль', 'сент.', 'нояб.', 'янв. 2027', 'март', 'май', 'июль', 'сент.', 'нояб.']);
    unmount();

    unsize();
    unsize = sizeCharts(600);
    const narrow = renderInsight(<ForecastCharts forecast={forecast} day={0} />);
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('cohesion')).toBeTruthy());
    expect(ticks()).toEqual(['янв. 2026', 'май', 'сент.', 'янв. 2027', 'май', 'сент.']);
    narrow.unmount();

    renderInsight(<ForecastCharts forecast={forecast} day={0} />, 'en');
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('cohesion')).toBeTruthy());
    expect(ticks()).toEqual(expect.arrayContaining(['Jan 2026', 'Jan 2027']));
    expect([...chartOf('cohesion').querySelectorAll('[data-axis="y"] text')].map((tick) => plain(tick.textContent))).toEqual(['0%', '25%', '50%', '75%', '100%']);
  });

  it('report the day of the point clicked, the tooltip naming the day under the pointer and its values', async () => {
    const onDayChange = vi.fn();
    renderInsight(<ForecastCharts forecast={forecast} day={30} onDayChange={onDayChange} />);
    await loaded('forecast-charts');
    await waitFor(() => expect(markerOf('microclimate')).toBeTruthy());
    const chart = chartOf('microclimate');
    const surface = surfaceOf('microclimate');
    const x = Number(markerOf('microclimate')!.getAttribute('x1'));

    // A pointer goes over a point before it clicks it: the tooltip names the point's day and value.
    fireEvent.mouseMove(surface, { clientX: x, clientY: 100 });
    const tooltip = await within(chart).findByTestId('chart-tooltip');
    expect(plain(tooltip.textContent)).toBe(`31 декабря 2026 г.Прогноз${expected(forecast.days[30]!)[1]}`);
    fireEvent.click(surface, { clientX: x, clientY: 100 });
    expect(onDayChange).toHaveBeenLastCalledWith(30);

    fireEvent.mouseMove(surface, { clientX: x + 150, clientY: 100 });
    await waitFor(() => expect(within(chart).getByTestId('chart-tooltip').textContent).not.toContain('31 декабря 2026 г.'));
    fireEvent.click(surface, { clientX: x + 150, clientY: 100 });
    expect(onDayChange).toHaveBeenCalledTimes(2);
    const day = onDayChange.mock.lastCall![0] as number;
    expect(day).toBeGreaterThan(30);
    expect(within(chart).getByTestId('chart-tooltip').textContent).toContain(dateRu(forecast.days[day]!.date));

    fireEvent.mouseLeave(surface);
    expect(within(chart).queryByTestId('chart-tooltip')).toBeNull();
  });

  it('let the keyboard move the selected day, telling a screen reader the chart, its day and its value', async () => {
    const onDayChange = vi.fn();
    const { rerender } = renderInsight(<ForecastCharts forecast={forecast} day={30} onDayChange={onDayChange} />);
    await loaded('forecast-charts');
    const slider = await screen.findByRole('slider', { name: 'Результативность' });
    expect(slider.getAttribute('aria-valuenow')).toBe('30');
    expect(plain(slider.getAttribute('aria-valuetext'))).toBe(`31 декабря 2026 г.: ${expected(forecast.days[30]!)[2]}`);
    expect(slider.getAttribute('aria-description')).toMatch(/^Прогноз с 1 декабря 2026 г\. по 30 ноября 2027 г\.: в начале .+, наименьшее значение .+ \(.+\), наибольшее .+\. Стрелки/);

    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onDayChange).toHaveBeenLastCalledWith(31);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(onDayChange).toHaveBeenLastCalledWith(29);
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(onDayChange).toHaveBeenLastCalledWith(60);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onDayChange).toHaveBeenLastCalledWith(forecast.past.days[0]!.day);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onDayChange).toHaveBeenLastCalledWith(forecast.days.at(-1)!.day);
    fireEvent.keyDown(slider, { key: 'a' });
    expect(onDayChange).toHaveBeenCalledTimes(5);

    // The day chosen by the keyboard shows its values beside the line, as a pointer over it would.
    rerender(<ForecastCharts forecast={forecast} day={31} onDayChange={onDayChange} />);
    await waitFor(() => expect(within(slider).getByTestId('chart-tooltip').textContent).toContain('1 января 2027 г.'));
  });

  it('show a chart without a day to choose as a picture with its description', async () => {
    renderInsight(<ForecastCharts forecast={forecast} day={30} />, 'en');
    await loaded('forecast-charts');
    const picture = await screen.findByRole('img', { name: 'Cohesion' });
    expect(picture.getAttribute('tabindex')).toBeNull();
    expect(picture.getAttribute('aria-description')).toMatch(/^Forecast from December 1, 2026 to November 30, 2027: .+ at the start/);
    expect(screen.queryByRole('slider')).toBeNull();
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
