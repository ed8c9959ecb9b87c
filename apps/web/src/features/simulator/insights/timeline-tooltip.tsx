import classes from './timeline-chart.module.css';

export interface TimelineTooltipItem {
  key: string;
  label: string;
  color: string;
  value: string;
}

const OFFSET = 10;
const WIDTH = 200;

/**
 * The values of the day under the pointer, beside it: to its right, or to its left where the chart ends.
 * It is read from the chart's value text by screen readers, so it is hidden from them here.
 */
export function TimelineTooltip({ label, items, at, top, width }: { label: string; items: readonly TimelineTooltipItem[]; at: number; top: number; width: number }) {
  const right = at + OFFSET + WIDTH <= width;
  return (
    <div className={classes.tooltip} data-testid="chart-tooltip" aria-hidden style={{ top, left: right ? at + OFFSET : undefined, right: right ? undefined : width - at + OFFSET }}>
      <div className={classes.tooltipLabel}>{label}</div>
      <div className={classes.tooltipBody}>
        {items.map((item) => (
          <div key={item.key} className={classes.tooltipItem}>
            <span className={classes.tooltipName}>
              <span className={classes.swatch} style={{ backgroundColor: item.color }} />
              {item.label}
            </span>
            <span className={classes.tooltipValue}>{item.value}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
