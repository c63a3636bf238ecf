// What a person chose on this screen and expects to find again tomorrow: shown columns and the page size.
// Kept in localStorage; an unreadable or missing value quietly falls back to the default.
import { useCallback, useState } from 'react';
import { ALWAYS_SHOWN, COLUMN_IDS, type ColumnId } from './columns.js';
import { PAGE_SIZES } from './filters.js';
import { readChoice, saveChoice } from '../../ui/stored-choice.js';

const HIDDEN_COLUMNS_KEY = 'frontdesk.bookings.hiddenColumns';
const PAGE_SIZE_KEY = 'frontdesk.bookings.pageSize';
const DEFAULT_PAGE_SIZE = 100;

/** null: the person never chose (the list then fits its columns to the window by itself). */
function readHiddenColumns(): ColumnId[] | null {
  const stored = readChoice(HIDDEN_COLUMNS_KEY);
  if (!Array.isArray(stored)) return null;
  return COLUMN_IDS.filter((id) => stored.includes(id) && !ALWAYS_SHOWN.has(id));
}

function readPageSize(): number {
  const stored = readChoice(PAGE_SIZE_KEY);
  return PAGE_SIZES.find((size) => size === stored) ?? DEFAULT_PAGE_SIZE;
}

const NONE_HIDDEN: ColumnId[] = [];

/**
 * The columns a person hid, and whether they ever chose; `leftOut` (columns the window had no room for) count as
 * hidden in what they see, so a tick in the chooser shows one of those and makes the choice theirs.
 */
export function useHiddenColumns(leftOut: readonly ColumnId[]) {
  const [stored, setStored] = useState(readHiddenColumns);
  const hidden = stored ?? NONE_HIDDEN;
  // The same function while the choice stands, so the chooser is not drawn again at each key of the quick filter.
  const setShown = useCallback((id: ColumnId, shown: boolean) => {
    const seen = [...new Set([...hidden, ...leftOut])];
    const next = shown ? seen.filter((other) => other !== id) : [...seen, id];
    saveChoice(HIDDEN_COLUMNS_KEY, next);
    setStored(next);
  }, [hidden, leftOut]);
  return { hidden, chosen: stored !== null, setShown };
}

export function usePageSize() {
  const [pageSize, setPageSize] = useState(readPageSize);
  const choose = (size: number) => {
    saveChoice(PAGE_SIZE_KEY, size);
    setPageSize(size);
  };
  return [pageSize, choose] as const;
}
