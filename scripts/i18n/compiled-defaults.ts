// English as the code writes it, compiled where it is written: each `defaultMessage` in the renderer's code becomes
// its message parsed ahead of time (FormatJS's own TypeScript transformer, the same reading of the code as
// `npm run i18n:extract`), so the page speaks English from the code itself and needs no English catalogue. The
// first screen then carries only its own screens' English, and each other screen's English comes in that screen's
// chunk: the whole English catalogue in the first screen grew with every screen translated. Other languages still
// come as catalogues (compiled-catalogues.ts), and the page still needs no ICU parser.
import { transform } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';

const RENDERER_SOURCE = /[\\/]renderer[\\/].+\.tsx?$/;

export function compiledDefaults(): Plugin {
  return {
    name: 'frontdesk-compiled-defaults',
    enforce: 'pre',
    transform(code, id) {
      if (!RENDERER_SOURCE.test(id) || !code.includes('defaultMessage')) return null;
      const output = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve,
          verbatimModuleSyntax: false, sourceMap: true, inlineSources: true,
        },
        transformers: { before: [transform({ ast: true })] },
      });
      return { code: output.outputText.replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: output.sourceMapText ?? null };
    },
  };
}
