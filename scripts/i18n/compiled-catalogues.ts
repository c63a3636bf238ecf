// The renderer's catalogues, compiled as they are bundled: each `renderer/i18n/catalogues/<lang>.json` (message id →
// ICU text) becomes its messages parsed ahead of time by `formatjs compile --ast`, so the page carries no ICU parser
// (the bundle aliases it away) and a language costs one small chunk loaded when chosen. `?pseudo` gives the English
// catalogue in the pseudo-locale (`--pseudo-locale en-XA`): every catalogued word visibly marked, for the test that
// finds words on screen no catalogue carries.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FORMATJS = fileURLToPath(new URL('../../node_modules/.bin/formatjs', import.meta.url));
const CATALOGUE = /[\\/]renderer[\\/]i18n[\\/]catalogues[\\/][\w-]+\.json(\?pseudo)?$/;

/** The pseudo-locale the marked run uses: accented letters in brackets, lengthened, so that no word reads as English. */
export const PSEUDO_LOCALE = 'en-XA';

function compile(file: string, pseudo: boolean): string {
  const args = ['compile', file, '--format', 'simple', '--ast', ...(pseudo ? ['--pseudo-locale', PSEUDO_LOCALE] : [])];
  const run = spawnSync(FORMATJS, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`formatjs could not compile ${file}: ${run.stderr || run.error?.message}`);
  return run.stdout;
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'frontdesk-compiled-catalogues',
    enforce: 'pre',
    load(id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const file = id.replace(/\?pseudo$/, '');
      this.addWatchFile(file);
      const messages = JSON.stringify(JSON.parse(compile(file, match[1] !== undefined)));
      // Handed on as JavaScript: Vite's own JSON step would otherwise read the module again as the ICU text.
      return { code: `export default JSON.parse(${JSON.stringify(messages)});`, map: null, moduleType: 'js' };
    },
  };
}
