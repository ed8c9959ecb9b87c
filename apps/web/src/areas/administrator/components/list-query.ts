import { adminPageSize } from '../api/administration';
import type { RowSelection } from './row-selection';

type Order = 'asc' | 'desc';

/** `field:order`, as the sort choices name themselves, in the query's two parameters. */
export function sortQuery<Field extends string>(sort: `${Field}:${Order}`): { sort: Field; order: Order } {
  const [by, order] = sort.split(':') as [Field, Order];
  return { sort: by, order };
}

/** The query's parameters of one page of the lines created within a range (either end may be open). */
export function pageOfRange(page: number, range: { from: string; to: string }) {
  return {
    ...(range.from ? { createdFrom: range.from } : {}),
    ...(range.to ? { createdTo: range.to } : {}),
    limit: adminPageSize,
    offset: (page - 1) * adminPageSize,
  };
}

/**
 * Wraps a filter's setter so that a new filter starts again at the first page with nothing selected:
 * lines picked under the old filter may not be on screen any more.
 */
export function refilterer(setPage: (page: number) => void, selection: RowSelection) {
  return <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
      selection.clear();
    };
}
