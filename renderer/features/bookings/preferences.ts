// What a person chose on this screen and expects to find again tomorrow: shown columns and the page size.
// Kept in localStorage; an unreadable or missing value quietly falls back to the default.
import { useCallback, useState } from 'react';
import { ALWAYS_SHOWN, COLUMN_IDS, type ColumnId } from './columns.js';
import { PAGE_SIZES } from './filters.js';
import { readChoice, saveChoice } from '../../ui/stored-choice.js';

const HIDDEN_COLUMNS_KEY = 'frontdesk.bookings.hiddenColumns';
const PAGE_SIZE_KEY = 'frontdesk.bookings.pageSize';
const DEFAULT_PAGE_SIZE = 100;

function readHiddenColumns(): ColumnId[] {
  const stored = readChoice(HIDDEN_COLUMNS_KEY);
  if (!Array.isArray(stored)) return [];
  return COLUMN_IDS.filter((id) => stored.includes(id) && !ALWAYS_SHOWN.has(id));
}

function readPageSize(): number {
  const stored = readChoice(PAGE_SIZE_KEY);
  return PAGE_SIZES.find((size) => size === stored) ?? DEFAULT_PAGE_SIZE;
}

export function useHiddenColumns() {
  const [hidden, setHidden] = useState(readHiddenColumns);
  // The same function while the choice stands, so the chooser is not drawn again at each key of the quick filter.
  const setShown = useCallback((id: ColumnId, shown: boolean) => {
    const next = shown ? hidden.filter((other) => other !== id) : [...hidden, id];
    saveChoice(HIDDEN_COLUMNS_KEY, next);
    setHidden(next);
  }, [hidden]);
  return { hidden, setShown };
}

export function usePageSize() {
  const [pageSize, setPageSize] = useState(readPageSize);
  const choose = (size: number) => {
    saveChoice(PAGE_SIZE_KEY, size);
    setPageSize(size);
  };
  return [pageSize, choose] as const;
}
