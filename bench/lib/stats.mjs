export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const summarise = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

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
