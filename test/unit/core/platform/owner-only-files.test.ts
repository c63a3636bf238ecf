// The one file module every store uses: atomic owner-only writes, reading with a schema, a bad file set aside.
import { chmod, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  readJsonFile, readOwnerOnly, removeLeftovers, setAside, writeAtomically,
} from '../../../../electron/core/platform/owner-only-files.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('frontdesk-files-');
const posix = process.platform !== 'win32';
const schema = z.object({ count: z.number() });
const options = (logged: string[], extra: object = {}) => ({
  schema, log: (line: string) => logged.push(line), what: 'The counter', then: 'it starts at zero.', now: 42, ...extra,
});

describe('owner-only files', () => {
  it('writes a file whole, 0600, leaving no temporary file', async () => {
    const path = join(tempFolder(), 'counter.json');
    await writeAtomically(path, '{"count":1}');
    await writeAtomically(path, '{"count":2}');
    expect(await readFile(path, 'utf8')).toBe('{"count":2}');
    expect(await readdir(join(path, '..'))).toEqual(['counter.json']);
    if (posix) expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it.runIf(posix)('narrows a file found readable by others before reading it, and says so', async () => {
    const path = join(tempFolder(), 'counter.json');
    await writeFile(path, 'x');
    await chmod(path, 0o644);
    const logged: string[] = [];
    expect(String(await readOwnerOnly(path, (line) => logged.push(line)))).toBe('x');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(logged).toEqual([expect.stringMatching(/readable by others \(mode 644\); it is owner-only again/)]);
  });

  it('reads a file that fits its schema, and answers "missing" when there is none', async () => {
    const folder = tempFolder();
    const logged: string[] = [];
    expect(await readJsonFile(join(folder, 'none.json'), options(logged))).toEqual({ missing: true });
    await writeFile(join(folder, 'counter.json'), '{"count":3}', { mode: 0o600 });
    expect(await readJsonFile(join(folder, 'counter.json'), options(logged))).toEqual({ value: { count: 3 } });
    expect(logged).toEqual([]);
  });

  it.each([
    ['not JSON', 'a shopping list', 'it is not JSON'],
    ['empty', '  ', 'it is empty'],
    ['of another shape', '{"count":"three"}', 'it does not hold what such a file holds'],
    ['refused by its opener', 'sealed for someone else', 'it will not open'],
  ])('sets a file that is %s aside, keeps it, and says why in one sentence', async (_what, text, problem) => {
    const folder = tempFolder();
    const path = join(folder, 'counter.json');
    await writeFile(path, text, { mode: 0o600 });
    const logged: string[] = [];
    const opener = problem === 'it will not open' ? { open: () => ({ problem }) } : {};
    const read = await readJsonFile(path, options(logged, opener));
    const warning = `The counter could not be read (${problem}). It was kept as ${path}.damaged-42; it starts at zero.`;
    expect(read).toEqual({ setAside: `${path}.damaged-42`, problem, warning });
    expect(logged).toEqual([warning]);
    expect(await readFile(`${path}.damaged-42`, 'utf8')).toBe(text);
  });

  it('keeps one copy aside when asked to, replacing the one before', async () => {
    const folder = tempFolder();
    const path = join(folder, 'big.bin');
    for (const text of ['first', 'second']) {
      await writeFile(path, text, { mode: 0o600 });
      expect(await setAside(path, { oneCopy: true })).toBe(`${path}.damaged`);
    }
    expect(await readFile(`${path}.damaged`, 'utf8')).toBe('second');
  });

  it('removes only its own file\'s leftovers of a write cut short', async () => {
    const folder = tempFolder();
    await writeFile(join(folder, 'counter.json.0123456789ab.tmp'), 'half');
    await writeFile(join(folder, 'other.json.0123456789ab.tmp'), 'not ours');
    await writeFile(join(folder, 'counter.json.notours.tmp'), 'not a leftover');
    await removeLeftovers(join(folder, 'counter.json'));
    expect((await readdir(folder)).sort()).toEqual(['counter.json.notours.tmp', 'other.json.0123456789ab.tmp']);
  });
});
