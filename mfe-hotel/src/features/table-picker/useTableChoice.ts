import { useState } from 'react';
import { tablePickerError } from '@tabula/shared';

/**
 * The one table choice of the picker and the enter-table link: null until chosen, '' once a chosen table
 * was cleared; its error ('Select table number', 'Field is required') shows once the guest pressed on.
 */
export function useTableChoice() {
  const [table, setTable] = useState<string | null>(null);
  const [pressedOn, setPressedOn] = useState(false);
  return {
    table,
    choose: (value: string | null) => setTable(value ?? ''),
    pressOn: () => setPressedOn(true),
    errorKey: pressedOn ? tablePickerError(table) : null,
  };
}
