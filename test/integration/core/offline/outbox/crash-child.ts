// Child of the crash test: adds writes to the outbox as fast as it can until it is killed. Each id is printed only
// after `add` resolved, the moment the desk would tell a person "saved"; so every printed id must survive the kill.
// It also discards its oldest entries (saying so before and after), so the file stays small over a hundred lives.
// Usage: crash-child <outbox file> <key as hex> <life number>
import { Outbox } from '../../../../../electron/core/offline/outbox/index.js';

const [file, keyHex, life] = process.argv.slice(2);
if (!file || !keyHex || !life) throw new Error('Usage: crash-child <outbox file> <key as hex> <life number>');

const ACCOUNT = 'crash';
const KEEP = 150;
// Writes to a pipe are synchronous on Linux and macOS, so a printed line has left the process before the next step.
const say = (line: string) => process.stdout.write(`${line}\n`);

const outbox = await Outbox.open({ file, key: Buffer.from(keyHex, 'hex'), log: () => undefined });
say('ready');

async function addForever(lane: number): Promise<void> {
  for (let n = 0; ; n += 1) {
    const entry = await outbox.add(ACCOUNT, lane, { kind: 'note', code: `B-${n % 9}`, body: `life ${life} lane ${lane} note ${n}`, private: true });
    say(`added ${entry.id}`);
  }
}

async function trimForever(): Promise<void> {
  for (;;) {
    const oldest = outbox.entries(ACCOUNT)[0];
    if (!oldest || outbox.entries(ACCOUNT).length <= KEEP) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      continue;
    }
    say(`discarding ${oldest.id}`);
    await outbox.discard(oldest.id);
    say(`gone ${oldest.id}`);
  }
}

// Two writers at once, as a busy desk would have: their saves must still go to disk one at a time.
await Promise.all([addForever(1), addForever(2), trimForever()]);
