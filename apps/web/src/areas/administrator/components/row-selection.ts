import { useState } from 'react';

export type RowSelection = {
  selected: string[];
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Every selectable row on the page is selected (and there is at least one). */
  allChecked: boolean;
  /** Selects every selectable row, or clears the selection when all are selected already. */
  toggleAll: () => void;
  clear: () => void;
};

/** The rows ticked in a list, by id; `selectable` are the ids on the current page that may be ticked. */
export function useRowSelection(selectable: readonly string[]): RowSelection {
  const [selected, setSelected] = useState<string[]>([]);
  const allChecked = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  return {
    selected,
    isSelected: (id) => selected.includes(id),
    toggle: (id) => setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id])),
    allChecked,
    toggleAll: () => setSelected(allChecked ? [] : [...selectable]),
    clear: () => setSelected([]),
  };
}
