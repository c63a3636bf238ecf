import { describe, expect, it } from 'vitest';
import { ScanDetector, type ScanSignal } from '../../../../renderer/features/search/scan-detector.js';

/** Types `text` then Enter, `gapMs` apart, and returns the last signal. */
function type(detector: ScanDetector, text: string, gapMs: number, startMs = 1000): ScanSignal[] {
  const keys = [...text, 'Enter'];
  return keys.map((key, index) => detector.feed(key, startMs + index * gapMs));
}

describe('ScanDetector', () => {
  it('hears a scanner: a code typed 5 ms a key and ended with Enter', () => {
    const signals = type(new ScanDetector(), 'ASDF-123456', 5);
    expect(signals.at(-1)).toEqual({ kind: 'scan', text: 'ASDF-123456' });
  });

  it('says a burst is under way from its third key, so the keys can be routed to the search', () => {
    const signals = type(new ScanDetector(), 'ASDF-123456', 5);
    expect(signals[0]).toEqual({ kind: 'none' });
    expect(signals[1]).toEqual({ kind: 'none' });
    expect(signals[2]).toEqual({ kind: 'burst', text: 'ASD' });
    expect(signals[10]).toEqual({ kind: 'burst', text: 'ASDF-123456' });
  });

  it('does not take a person typing a code for a scanner, even a fast typist', () => {
    expect(type(new ScanDetector(), 'ASDF-123456', 120).at(-1)).toEqual({ kind: 'none' });
    expect(type(new ScanDetector(), 'ASDF-123456', 60).at(-1)).toEqual({ kind: 'none' });
  });

  it('keeps the first keys of a scan the computer was slow to deliver', () => {
    const detector = new ScanDetector();
    const times = [0, 50, 97, 119, 145, 160, 173, 187, 196, 209, 219, 230];
    const signals = [...'PHWU-191026', 'Enter'].map((key, i) => detector.feed(key, 1000 + times[i]!));
    expect(signals[3]).toEqual({ kind: 'none' });
    expect(signals[4]).toEqual({ kind: 'burst', text: 'PHWU-' });
    expect(signals.at(-1)).toEqual({ kind: 'scan', text: 'PHWU-191026' });
  });

  it('does not take a person’s rolled keys for a burst: N, then a word typed at once', () => {
    const detector = new ScanDetector();
    // N, A 8 ms later (rolled), then a fast typist's 45 ms a key.
    const times = [0, 8, 53, 98, 143, 188];
    const signals = [...'NArriv'].map((key, i) => detector.feed(key, 1000 + times[i]!));
    expect(signals.every((signal) => signal.kind === 'none')).toBe(true);
    expect(detector.looksTyped()).toBe(true);
  });

  it('does not take a few fast keys for a scan', () => {
    expect(type(new ScanDetector(), 'ab', 5).at(-1)).toEqual({ kind: 'none' });
  });

  it('starts again after a pause in the middle', () => {
    const detector = new ScanDetector();
    type(detector, 'XYZ', 5);
    const signals = type(detector, 'ASDF-123456', 5, 5000);
    expect(signals.at(-1)).toEqual({ kind: 'scan', text: 'ASDF-123456' });
  });

  it('lets Shift for capitals pass without breaking the burst', () => {
    const detector = new ScanDetector();
    const keys = ['Shift', 'A', 'Shift', 'B', 'C', 'D', '-', '1', '2', 'Enter'];
    const signals = keys.map((key, index) => detector.feed(key, 100 + index * 4));
    expect(signals.at(-1)).toEqual({ kind: 'scan', text: 'ABCD-12' });
  });

  it('drops a burst broken by an arrow key or a slow Enter', () => {
    const detector = new ScanDetector();
    ['A', 'B', 'C', 'ArrowDown', 'D', 'E', 'F', 'Enter'].forEach((key, i) => detector.feed(key, 100 + i * 5));
    expect(detector.feed('Enter', 200)).toEqual({ kind: 'none' });
    const slow = new ScanDetector();
    [...'ASDF-123456'].forEach((key, i) => slow.feed(key, 100 + i * 5));
    expect(slow.feed('Enter', 500)).toEqual({ kind: 'none' });
  });
});
