// Scans wait while a question is open and are acted on once it is answered, one at a time and in the order scanned.
import { describe, expect, it } from 'vitest';
import { ScanQueue, type ScanEnd } from '../../../../renderer/features/search/scan-queue.js';

function queue(answers: Record<string, ScanEnd> = {}) {
  const state = { question: false, acted: [] as string[], waiting: [] as readonly string[], pending: [] as (() => void)[] };
  const scans = new ScanQueue({
    blocked: () => state.question,
    act: (scanned) => new Promise<ScanEnd>((resolve) => {
      state.acted.push(scanned);
      state.pending.push(() => resolve(answers[scanned] ?? 'done'));
    }),
    onWaiting: (waiting) => { state.waiting = waiting; },
  });
  /** The scan being acted on ends; the next one starts. */
  const finish = async () => {
    state.pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { scans, state, finish };
}

describe('scans and an open question', () => {
  it('holds every scan while a question is open, says which, and acts on them in order once it is answered', async () => {
    const { scans, state, finish } = queue();
    state.question = true;
    scans.receive('AAAA-000001');
    scans.receive('BBBB-000002');
    expect(state.acted).toEqual([]);
    expect(state.waiting).toEqual(['AAAA-000001', 'BBBB-000002']);
    state.question = false;
    void scans.next();
    expect(state.acted).toEqual(['AAAA-000001']);
    expect(state.waiting).toEqual(['BBBB-000002']);
    await finish();
    expect(state.acted).toEqual(['AAAA-000001', 'BBBB-000002']);
    await finish();
    expect(state.waiting).toEqual([]);
  });

  it('acts on one scan at a time: the next waits until the last is read and sent', async () => {
    const { scans, state, finish } = queue();
    scans.receive('AAAA-000001');
    scans.receive('BBBB-000002');
    expect(state.acted).toEqual(['AAAA-000001']);
    await finish();
    expect(state.acted).toEqual(['AAAA-000001', 'BBBB-000002']);
  });

  it('stops at a scan that is asked about: the rest wait for that answer', async () => {
    const { scans, state, finish } = queue({ 'AAAA-000001': 'asked' });
    scans.receive('AAAA-000001');
    scans.receive('BBBB-000002');
    state.question = true;
    await finish();
    expect(state.acted).toEqual(['AAAA-000001']);
    expect(state.waiting).toEqual(['BBBB-000002']);
    state.question = false;
    void scans.next();
    expect(state.acted).toEqual(['AAAA-000001', 'BBBB-000002']);
  });

  it('drops what waits when told to (another account)', () => {
    const { scans, state } = queue();
    state.question = true;
    scans.receive('AAAA-000001');
    scans.clear();
    state.question = false;
    void scans.next();
    expect(state.acted).toEqual([]);
    expect(state.waiting).toEqual([]);
  });
});
