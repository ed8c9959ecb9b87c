export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const summarise = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/** A table row of timings: the label, then the median, least and most, in whole milliseconds. */
export function msRow(label, values) {
  const { median, min, max } = summarise(values);
  return [label, median.toFixed(0), min.toFixed(0), max.toFixed(0)];
}

/** A plain text table; numeric-looking cells are right-aligned. */
export function table(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const format = (row) =>
    row
      .map((cell, column) => (/^[\d.,×\s%-]+$/.test(cell) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [format(cells[0]), widths.map((width) => '─'.repeat(width)).join('  '), ...cells.slice(1).map(format)].join('\n');
}
