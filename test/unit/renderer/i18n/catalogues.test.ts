// Every word the code says is in every language's catalogue, and nothing else is: the code's messages are extracted
// by FormatJS's own tool, as `npm run i18n:extract` does, and compared with the catalogues; a translation must use
// the same ICU arguments (the same names, plurals and selects) as the English it translates.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { DESK_LANGUAGES } from '../../../../shared/domain/desk-language.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CATALOGUES = join(ROOT, 'renderer/i18n/catalogues');
const temp = mkdtempSync(join(tmpdir(), 'frontdesk-i18n-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Messages = Record<string, string>;

/** What the code says, by FormatJS's extractor (the script's own command, into a file of the test's). */
function extracted(): Messages {
  const script = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts['i18n:extract'] as string;
  const outFile = join(temp, 'code.json');
  const run = spawnSync(script.replace(/--out-file \S+/, `--out-file ${outFile}`), { cwd: ROOT, shell: true, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`formatjs extract failed: ${run.stderr}`);
  return JSON.parse(readFileSync(outFile, 'utf8')) as Messages;
}

const catalogue = (language: string): Messages => JSON.parse(readFileSync(join(CATALOGUES, `${language}.json`), 'utf8')) as Messages;

/** Ids in `a` that `b` lacks. */
const missing = (a: Messages, b: Messages) => Object.keys(a).filter((id) => !(id in b));

describe('the catalogues', () => {
  const code = extracted();
  const english = catalogue('en');

  it('hold in English exactly what the code says (run `npm run i18n:extract` after changing a message)', () => {
    expect(Object.keys(code).length).toBeGreaterThan(0);
    expect({ inTheCodeOnly: missing(code, english), inTheCatalogueOnly: missing(english, code) })
      .toEqual({ inTheCodeOnly: [], inTheCatalogueOnly: [] });
    const changed = Object.keys(code).filter((id) => code[id] !== english[id]);
    expect(changed, 'English text differs from the code').toEqual([]);
  });

  for (const language of DESK_LANGUAGES.filter((tag) => tag !== 'en')) {
    it(`hold every message in ${language}, and no other`, () => {
      const translated = catalogue(language);
      expect({ untranslated: missing(english, translated), unused: missing(translated, english) })
        .toEqual({ untranslated: [], unused: [] });
    });

    it(`give each ${language} message the English one's arguments, plurals and selects`, () => {
      const translated = catalogue(language);
      const differing = Object.keys(english).filter((id) => id in translated).flatMap((id) => {
        const same = isStructurallySame(parse(english[id]!), parse(translated[id]!));
        return same.success ? [] : [`${id}: ${same.error?.message}`];
      });
      expect(differing).toEqual([]);
    });
  }
});
