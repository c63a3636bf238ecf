// Storage trouble reaches the log a person can save and send, not only a terminal nobody reads: a queue of unsent
// changes and a working set that cannot be read at start are set aside, and the saved log says so.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { workingSetPath } from '../../../../electron/core/offline/working-set/disk/working-set-file.js';
import { deskOnDemo } from '../../../support/desk-harness.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('frontdesk-storage-log-');

it('puts an unreadable outbox and working set in the saved log, in words an administrator can act on', async () => {
  const dataDir = tempFolder();
  writeFileSync(join(dataDir, 'outbox.bin'), 'not an outbox at all', { mode: 0o600 });
  writeFileSync(workingSetPath(dataDir, 'demo'), 'not a working set either', { mode: 0o600 });
  const harness = await deskOnDemo({ seed: 45, bookings: 40, dataDir });
  try {
    const text = readFileSync((await harness.value('desk.saveLog', {})).path, 'utf8');
    expect(text).toMatch(/WARN {2}outbox: The queue of unsent changes could not be read \(.*\)\. It was kept as /);
    expect(text).toMatch(/WARN {2}working set: the working set is not in this desk's format \(damaged, .*\); starting empty\. It was kept as /);
  } finally {
    await harness.close();
  }
});
