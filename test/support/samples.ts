// The recorded answers of the live service that tests read: inside the project (test/fixtures/samples), so that a
// clone with no ../shared beside it passes. README.md there names each file's source.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SampleFolder = 'recorded' | 'checkfront-docs';

const folderPath = (folder: SampleFolder) =>
  fileURLToPath(new URL(`../fixtures/samples/${folder}`, import.meta.url));

export function sampleNames(folder: SampleFolder): string[] {
  return readdirSync(folderPath(folder)).filter((name) => name.endsWith('.json')).sort();
}

export function readSample(folder: SampleFolder, name: string): any {
  return JSON.parse(readFileSync(join(folderPath(folder), name), 'utf8'));
}
