/** A line of a year's daily values, small enough for a card; its meaning is told beside it in words. */
export function Sparkline({ values, color, width = 140, height = 32, domain }: { values: readonly number[]; color: string; width?: number; height?: number; domain?: readonly [number, number] }) {
  if (values.length < 2) return null;
  const low = domain?.[0] ?? Math.min(...values);
  const high = domain?.[1] ?? Math.max(...values);
  const span = high - low || 1;
  const x = (index: number) => (index / (values.length - 1)) * width;
  const y = (value: number) => height - 2 - ((value - low) / span) * (height - 4);
  const path = values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`).join('');
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <line x1={0} x2={width} y1={height - 1} y2={height - 1} stroke="var(--mantine-color-gray-3)" strokeWidth={1} />
      <path d={path} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
