// The search box offline: code prefix, guest name or e-mail, without regard to case or accents, best first.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normaliseText, type WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { openSet, summary, tempFolder, type Folder } from './fixtures.js';

let folder: Folder;
let set: WorkingSet;

beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path);
});
afterEach(async () => {
  await set.close();
  await folder.remove();
});

const guest = (code: string, name: string, email: string, startDay = 20261121) =>
  summary({ code, startDay, endDay: startDay, customer: { id: null, name, email } });
const found = (text: string, limit?: number) => set.search(text, limit).map((b) => b.code);

describe('normalisation', () => {
  it('folds case, accents, letters without a decomposition, and spaces', () => {
    expect(normaliseText('  Zoë   ØRSTED ')).toBe('zoe orsted');
    expect(normaliseText('Straße Łódź Ærø')).toBe('strasse lodz aero');
    expect(normaliseText('José')).toBe(normaliseText('JOSE'));
  });

  it('finds an accented name typed without accents, and the other way round', () => {
    set.putSummaries([guest('AAAA-000001', 'Zoë Ørsted', 'z@example.com'), guest('AAAA-000002', 'Jose Nunez', 'j@example.com')], 1);
    expect(found('zoe orsted')).toEqual(['AAAA-000001']);
    expect(found('JOSÉ NÚÑEZ')).toEqual(['AAAA-000002']);
  });

  it('finds a code by its prefix with or without the dash, and an e-mail by any part', () => {
    set.putSummaries([guest('PVCA-050314', 'Ana Lima', 'ana@lima.example'), guest('PVCB-000001', 'Bo Chen', 'bo.chen@mail.example')], 1);
    expect(found('pvca-05')).toEqual(['PVCA-050314']);
    expect(found('pvca05')).toEqual(['PVCA-050314']);
    expect(found('CHEN@MAIL')).toEqual(['PVCB-000001']);
  });

  it('answers nothing for empty or blank text', () => {
    set.putSummaries([guest('AAAA-000001', 'Ana', 'a@example.com')], 1);
    expect(found('   ')).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts the exact code first, then code prefixes, names from their start, words, inside names, then e-mails', () => {
    set.putSummaries([
      guest('KIMX-000001', 'Nobody', 'someone.kim@example.com'),
      guest('ZZZZ-000002', 'Joakim Berg', 'jb@example.com'),
      guest('ZZZZ-000003', 'Ann Kimura', 'ak@example.com'),
      guest('ZZZZ-000004', 'Kimberly Snow', 'ks@example.com'),
      guest('ZZZZ-000005', 'Nobody Else', 'kim@example.com'),
      guest('KIM0', 'Nobody', 'n@example.com'),
    ], 1);
    expect(found('kim')).toEqual(['KIM0', 'KIMX-000001', 'ZZZZ-000004', 'ZZZZ-000003', 'ZZZZ-000002', 'ZZZZ-000005']);
  });

  it('prefers, among equal matches, the stay closest to today, and keeps to the limit', () => {
    set.putSummaries([
      guest('AAAA-000001', 'Maria Far', 'm1@example.com', 20250101),
      guest('AAAA-000002', 'Maria Near', 'm2@example.com', 20261122),
      guest('AAAA-000003', 'Maria Today', 'm3@example.com', 20261121),
    ], 1);
    expect(found('maria', 2)).toEqual(['AAAA-000003', 'AAAA-000002']);
  });

  // Its speed is measured by npm run bench (offline: search over 20,000 bookings), never timed in a test.
  it('finds the one booking among 20,000 by its code, and a name across accents', () => {
    const names = ['Ana Lima', 'Zoë Ørsted', 'Bo Chen', 'José Núñez', 'Kim Berg'];
    set.putSummaries(Array.from({ length: 20_000 }, (_, i) =>
      guest(`CODE-${String(i).padStart(6, '0')}`, `${names[i % names.length]} ${i}`, `guest${i}@example.com`, 20260101 + (i % 28))), 1);
    expect(found('code-012345')).toEqual(['CODE-012345']);
    expect(found('nunez 19998')).toEqual(['CODE-019998']);
    expect(found('zoe', 5)).toHaveLength(5);
  });
});

describe('guests whose name holds the text', () => {
  it('counts every booking of each guest the copy holds, not only the ones a search would rank first', async () => {
    const elena = { id: 41, name: 'Elena Andersson', email: 'elena@example.com' };
    const many = Array.from({ length: 30 }, (_, i) =>
      summary({ code: `ELEN-${String(i).padStart(6, '0')}`, startDay: 20260101 + i, endDay: 20260101 + i, customer: elena }));
    // Thirty other guests ranked before her: the top twenty bookings of a search for "ander" would hold few of hers.
    const others = Array.from({ length: 30 }, (_, i) =>
      guest(`ANDE-${String(i).padStart(6, '0')}`, `Anders Guest${i}`, `anders${i}@example.com`));
    set.putSummaries([...others, ...many], 1);
    const guests = await set.guestsInPieces('ander', 100);
    expect(guests.find((found) => found.id === 41)).toEqual({ ...elena, bookings: 30 });
    // Names that start with the text come first.
    expect(guests[0]!.name.startsWith('Anders')).toBe(true);
  });
});
