import { useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import classes from './timeline-chart.module.css';
import { TimelineTooltip } from './timeline-tooltip';
import { fittingTicks, linearScale, linePath, nearestIndex, valueAxis, type PlotBox } from './timeline-geometry';
import { useElementWidth } from './use-element-width';

/** One line of a timeline chart: a value (or none) for each of the chart's days. */
export interface TimelineSeries {
  readonly key: string;
  readonly label: string;
  /** A CSS colour. */
  readonly color: string;
  readonly dashed?: boolean;
  readonly values: readonly (number | null)[];
}

export interface TimelineChartProps {
  /** The days drawn, ascending: the x of every series' values. */
  days: readonly number[];
  series: readonly TimelineSeries[];
  yDomain: readonly [number, number | 'auto'];
  yTicks?: readonly number[];
  /** The days the time axis may name; those whose labels would overlap are left out evenly. */
  xTicks: readonly number[];
  formatTick: (day: number) => string;
  formatValue: (value: number) => string;
  formatDay: (day: number) => string;
  /** The day marked by a red line; with `onDayChange`, the one the arrow keys move. */
  selectedDay?: number;
  onDayChange?: (day: number) => void;
  /** The chart's name, and what it shows, for those who cannot see it. */
  label: string;
  summary: string;
  /** The selected day and its value, as a screen reader says the chart's position. */
  valueText?: string;
  withLegend: boolean;
  height: number;
}

const LEGEND_HEIGHT = 28;
const Y_AXIS_WIDTH = 52;
const MARGIN = 5;
const X_AXIS_HEIGHT = 30;
const TICK_SIZE = 6;
const GRID_DASH = '5 5';
/** The keys that move the selected day, and by how many days (a month for the page keys). */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -30, PageUp: 30 };

/**
 * A line chart of values over days, drawn as plain SVG: dashed grid, month ticks, the selected day as a
 * red line, a tooltip with the values of the day under the pointer, a click or the arrow keys choosing a day.
 */
export function TimelineChart(props: TimelineChartProps) {
  const { days, series, yDomain, yTicks, xTicks, formatTick, formatValue, formatDay, selectedDay, onDayChange, label, summary, valueText, withLegend, height } = props;
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  // The point under the pointer, or the selected day's while the keyboard moves it.
  const [hovered, setHovered] = useState<number | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  const svgHeight = height - (withLegend ? LEGEND_HEIGHT : 0);
  const plot: PlotBox = { left: MARGIN + Y_AXIS_WIDTH, top: MARGIN, width: Math.max(0, width - MARGIN * 2 - Y_AXIS_WIDTH), height: Math.max(0, svgHeight - MARGIN * 2 - X_AXIS_HEIGHT) };
  const first = days[0] ?? 0;
  const last = days.at(-1) ?? 0;

  const drawing = useMemo(() => {
    const axis = valueAxis(yDomain, yTicks, series.flatMap((line) => line.values));
    const x = linearScale([first, last], [plot.left, plot.left + plot.width]);
    const y = linearScale(axis.domain, [plot.top + plot.height, plot.top]);
    const lines = series.map((line) => ({ ...line, d: plot.width > 0 ? linePath(days, line.values, x, y) : '' }));
    return { x, y, yTicks: axis.ticks, xTicks: fittingTicks(xTicks, x, formatTick), lines };
  }, [days, series, yDomain, yTicks, xTicks, formatTick, first, last, plot.left, plot.top, plot.width, plot.height]);
  const { x, y } = drawing;
  const bottom = plot.top + plot.height;

  const indexAt = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const day = first + ((event.clientX - box.left - plot.left) / Math.max(1, plot.width)) * (last - first);
    return nearestIndex(days, day);
  };
  const pick = (day: number) => onDayChange?.(Math.min(last, Math.max(first, day)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!onDayChange) return;
    const current = selectedDay ?? first;
    const next = event.key === 'Home' ? first : event.key === 'End' ? last : STEPS[event.key] === undefined ? null : current + STEPS[event.key]!;
    if (next === null) return;
    event.preventDefault();
    setKeyboard(true);
    setHovered(null);
    pick(next);
  };

  const shownIndex = hovered ?? (keyboard && selectedDay !== undefined ? nearestIndex(days, selectedDay) : null);
  const shownDay = shownIndex === null || shownIndex < 0 ? null : days[shownIndex]!;
  const markerAt = selectedDay === undefined ? null : x(Math.min(last, Math.max(first, selectedDay)));
  const pickable = onDayChange !== undefined;

  return (
    <div
      ref={frameRef}
      className={classes.frame}
      data-pickable={pickable || undefined}
      data-testid="timeline-chart"
      role={pickable ? 'slider' : 'img'}
      tabIndex={pickable ? 0 : undefined}
      aria-label={label}
      aria-description={summary}
      aria-valuemin={pickable ? first : undefined}
      aria-valuemax={pickable ? last : undefined}
      aria-valuenow={pickable ? selectedDay : undefined}
      aria-valuetext={pickable ? valueText : undefined}
      onKeyDown={onKeyDown}
      onBlur={() => setKeyboard(false)}
      style={{ height }}
    >
      {withLegend && (
        <div className={classes.legend} aria-hidden>
          {series.map((line) => (
            <span key={line.key} className={classes.legendItem}>
              <span className={classes.swatch} style={{ backgroundColor: line.color }} />
              {line.label}
            </span>
          ))}
        </div>
      )}
      {width > 0 && (
        <svg
          width={width}
          height={svgHeight}
          aria-hidden
          onMouseMove={(event) => {
            const index = indexAt(event);
            if (index !== hovered) setHovered(index);
          }}
          onMouseLeave={() => setHovered(null)}
          onClick={(event) => {
            const index = indexAt(event);
            if (index >= 0) pick(days[index]!);
          }}
        >
          <g stroke="var(--chart-grid-color)" strokeDasharray={GRID_DASH} fill="none">
            {drawing.yTicks.map((tick) => (
              <line key={`y${tick}`} x1={plot.left} x2={plot.left + plot.width} y1={y(tick)} y2={y(tick)} />
            ))}
            {[...drawing.xTicks, last].map((tick) => (
              <line key={`x${tick}`} x1={x(tick)} x2={x(tick)} y1={plot.top} y2={bottom} />
            ))}
          </g>
          <g fill="currentColor" data-axis="y">
            {drawing.yTicks.map((tick) => (
              <g key={tick} transform={`translate(${plot.left},${y(tick)})`}>
                <text x={-TICK_SIZE - 12} dy="0.355em" textAnchor="end">
                  {formatValue(tick)}
                </text>
              </g>
            ))}
          </g>
          <g fill="currentColor" data-axis="x">
            {drawing.xTicks.map((tick) => (
              <text key={tick} x={x(tick)} y={bottom + TICK_SIZE + 12} dy="0.71em" textAnchor="middle">
                {formatTick(tick)}
              </text>
            ))}
          </g>
          {shownDay !== null && <line x1={x(shownDay)} x2={x(shownDay)} y1={plot.top} y2={bottom} stroke="var(--chart-grid-color)" strokeDasharray={GRID_DASH} />}
          {drawing.lines.map((line) => (
            <path
              key={line.key}
              d={line.d}
              data-series={line.key}
              data-points={line.values.filter((value) => value !== null).length}
              fill="none"
              stroke={line.color}
              strokeWidth={2}
              strokeDasharray={line.dashed ? '4 3' : undefined}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ))}
          {markerAt !== null && <line data-testid="selected-day-marker" data-day={selectedDay} x1={markerAt} x2={markerAt} y1={plot.top} y2={bottom} stroke="var(--mantine-color-red-6)" strokeWidth={2} />}
          {shownIndex !== null &&
            shownIndex >= 0 &&
            drawing.lines.map((line) => {
              const value = line.values[shownIndex];
              return value === null || value === undefined ? null : <circle key={line.key} cx={x(shownDay!)} cy={y(value)} r={4} fill={line.color} stroke="var(--mantine-color-body)" strokeWidth={2} />;
            })}
        </svg>
      )}
      {shownIndex !== null && shownIndex >= 0 && (
        <TimelineTooltip
          label={formatDay(shownDay!)}
          items={series.flatMap((line) => {
            const value = line.values[shownIndex];
            return value === null || value === undefined ? [] : [{ key: line.key, label: line.label, color: line.color, value: formatValue(value) }];
          })}
          at={x(shownDay!)}
          top={withLegend ? LEGEND_HEIGHT : 0}
          width={width}
        />
      )}
    </div>
  );
}
