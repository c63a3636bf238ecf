// Temp folders a test file makes, removed when the file is done: a run leaves nothing behind in the temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** Call at the top of a test file; the function it returns makes a fresh folder named `<prefix>XXXXXX`. */
export function useTempFolders(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    made.push(folder);
    return folder;
  };
}
