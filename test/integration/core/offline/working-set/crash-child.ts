// Child of the working-set crash test: changes bookings round after round until it is killed. Each round is printed
// only after `flush` resolved (the changes are on disk), so every printed round must be found after the kill.
// Some rounds change every booking (the file is compacted: written anew, renamed over), the others a few hundred
// (appended), so a kill lands in either kind of write.
// Usage: crash-child <folder> <key as hex> <life number>
import { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { changedIn, versionOf, bookingOf } from './crash-rounds.js';

const [folder, keyHex, life] = process.argv.slice(2);
if (!folder || !keyHex || !life) throw new Error('Usage: crash-child <folder> <key as hex> <life number>');

// Writes to a pipe are synchronous on Linux and macOS, so a printed line has left the process before the next step.
const say = (line: string) => process.stdout.write(`${line}\n`);

const set = await WorkingSet.open({
  folder, accountId: 'crash', key: Buffer.from(keyHex, 'hex'), timeZone: 'UTC', debounceMs: 1, log: () => undefined,
});
await set.whole();
// The working set's write timer does not keep a process alive (a desk has its servers for that): this does.
setInterval(() => undefined, 60_000);
say('ready');
for (let round = 0; ; round += 1) {
  const version = versionOf(Number(life), round);
  const codes = changedIn(round);
  for (let at = 0; at < codes.length; at += 500) {
    set.putSummaries(codes.slice(at, at + 500).map((index) => bookingOf(index, version)), version);
    await new Promise((resolve) => setImmediate(resolve));
  }
  set.markSynced(version, false);
  await set.flush();
  say(`round ${round}`);
}
