// A person's choices on this computer (columns shown, page size, report settings), kept in localStorage. Stored
// values are read as unknown: each caller checks what it gets back, since another version may have written it.

export function readChoice(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function saveChoice(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the choice still holds until the screen closes.
  }
}
