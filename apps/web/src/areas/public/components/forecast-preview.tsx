import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './forecast-preview.module.css';

// Two illustrative monthly curves (0–100) drawn on a 12-month axis; they show the shape of a forecast, not data.
const cohesion = [52, 55, 61, 58, 64, 70, 73, 71, 76, 80, 82, 85];
const performance = [40, 46, 49, 57, 60, 59, 66, 72, 74, 73, 79, 83];

function line(values: readonly number[], width: number, height: number): string {
  const step = width / (values.length - 1);
  return values.map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(1)},${(height - (value / 100) * height).toFixed(1)}`).join(' ');
}

/** The hero's picture: what a year's forecast of a team looks like. */
export function ForecastPreview() {
  const { t } = useTranslation();
  const width = 320;
  const height = 150;
  return (
    <Paper withBorder shadow="md" radius="lg" p="lg" className={classes.card} role="img" aria-label={t('public.landing.preview.label')}>
      <div className={classes.head}>
        <Text fw={600}>{t('public.landing.preview.title')}</Text>
        <span className={classes.score}>+{cohesion.at(-1)! - cohesion[0]!}%</span>
      </div>
      <svg viewBox={`0 0 ${width} ${height}`} className={classes.chart} aria-hidden="true" preserveAspectRatio="none">
        {[0.25, 0.5, 0.75].map((fraction) => (
          <line key={fraction} x1="0" x2={width} y1={height * fraction} y2={height * fraction} className={classes.grid} />
        ))}
        <path d={line(cohesion, width, height)} className={classes.cohesion} />
        <path d={line(performance, width, height)} className={classes.performance} />
      </svg>
      <div className={classes.axis} aria-hidden="true">
        <span>{t('public.landing.preview.start')}</span>
        <span>{t('public.landing.preview.end')}</span>
      </div>
      <ul className={classes.legend} aria-hidden="true">
        <li data-series="cohesion">{t('public.landing.preview.cohesion')}</li>
        <li data-series="performance">{t('public.landing.preview.performance')}</li>
      </ul>
    </Paper>
  );
}
