/** One compared team's line: its title, colour and power on each forecast day. */
export interface PowerLine {
  key: string;
  title: string;
  color: string;
  dailyPower: readonly number[];
}

export interface PowerChartProps {
  lines: readonly PowerLine[];
  /** Axis titles and the tooltip's day label, in the language on screen. */
  labels: { day: string; power: string; dayValue: (day: number) => string };
  /** How a power value reads in the language on screen. */
  format: (value: number) => string;
}
