// The keys of a focused booking row, as the shortcut table lists them.
import { describe, expect, it } from 'vitest';
import { rowCommand } from '../../../../renderer/navigation/row-keys.js';

const press = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) =>
  rowCommand({ key, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

describe('rowCommand', () => {
  it('moves with the arrows, opens with Enter, checks in with I and out with O', () => {
    expect(press('ArrowDown')).toBe('next');
    expect(press('ArrowUp')).toBe('previous');
    expect(press('Enter')).toBe('open');
    expect(press('i')).toBe('checkIn');
    expect(press('I')).toBe('checkIn');
    expect(press('o')).toBe('checkOut');
  });

  it('leaves Alt, Ctrl and Meta combinations to the app and the browser', () => {
    expect(press('2', { altKey: true })).toBeNull();
    expect(press('o', { ctrlKey: true })).toBeNull();
    expect(press('i', { metaKey: true })).toBeNull();
    expect(press('x')).toBeNull();
  });
});
