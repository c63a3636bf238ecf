// A question holds the keyboard only if there is one way to ask and one way to hear a key: every dialog is
// ui/ModalDialog.tsx (the browser's modal <dialog>), and every key heard on the window or the document goes through
// navigation/use-app-key.ts, which hears nothing while a question is open, or is the scanner, which holds its codes
// for the question. A new hand-made overlay or window listener would slip past both.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const filesWith = (pattern: RegExp) => sourcesUnder('renderer')
  .filter((file) => pattern.test(readFileSync(file, 'utf8')))
  .map((file) => relative('.', file).replaceAll('\\', '/'));

it('asks every question through ModalDialog: no other dialog, overlay or browser prompt', () => {
  // ModalDialog's own role="alertdialog" prop (a stamping question) is asked through it, not beside it.
  expect(filesWith(/<dialog\b|showModal\(|aria-modal|<(?!ModalDialog\b)\w+[^>]*\brole="(alert)?dialog"|window\.(confirm|alert|prompt)\(/))
    .toEqual(['renderer/ui/ModalDialog.tsx']);
});

it('hears keys on the window or the document only through useAppKey and the scanner', () => {
  expect(filesWith(/(window|document)\.addEventListener\(\s*'key(down|up|press)'/).sort())
    .toEqual(['renderer/features/search/use-scanner.ts', 'renderer/navigation/use-app-key.ts']);
});
