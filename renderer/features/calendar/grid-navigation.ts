// Where the focus goes in the availability grid on an arrow, Home or End key (the ARIA grid pattern).

export interface CellPosition {
  row: number;
  column: number;
}

export interface GridSize {
  rows: number;
  columns: number;
}

export function clampToGrid(position: CellPosition, size: GridSize): CellPosition {
  const clamp = (value: number, count: number) => Math.max(0, Math.min(value, count - 1));
  return { row: clamp(position.row, size.rows), column: clamp(position.column, size.columns) };
}

/** The cell a key moves to, or null when the key is not a grid move. Ctrl+Home/End go to the first/last cell. */
export function moveInGrid(from: CellPosition, key: string, size: GridSize, ctrlKey = false): CellPosition | null {
  const { row, column } = from;
  const moves: Record<string, CellPosition> = {
    ArrowUp: { row: row - 1, column },
    ArrowDown: { row: row + 1, column },
    ArrowLeft: { row, column: column - 1 },
    ArrowRight: { row, column: column + 1 },
    Home: ctrlKey ? { row: 0, column: 0 } : { row, column: 0 },
    End: ctrlKey ? { row: size.rows - 1, column: size.columns - 1 } : { row, column: size.columns - 1 },
  };
  const target = moves[key];
  return target ? clampToGrid(target, size) : null;
}
