// Child of the undo-window crash test: a desk on its own data folder (file vault, settings file) against the
// parent's sandbox, which checks a guest in with the undo window and says "queued" the moment the desk answered,
// then waits, as a person who closed nothing would, until the parent kills it with SIGKILL.
// Usage: undo-crash-child <data folder> <booking code>; the sandbox's banner as JSON on stdin.
import { createDesk } from '../../../../../electron/core/desk/create-desk.js';
import { dispatch } from '../../../../../electron/core/desk/dispatch.js';
import { ConfSettingsStore } from '../../../../../electron/core/settings/conf-settings-store.js';
import { openFileVault } from '../../../../../electron/core/vault/file-vault.js';

const [dataDir, code] = process.argv.slice(2);
if (!dataDir || !code) throw new Error('Usage: undo-crash-child <data folder> <booking code>');
let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const banner = JSON.parse(input) as { url: string; clientId: string; clientSecret: string;
  staff: { accountId: number; name: string; login: string; password: string }[] };

const running = createDesk({
  settings: new ConfSettingsStore(dataDir, () => undefined), vault: await openFileVault({ folder: dataDir, log: () => undefined }),
  dataDir, openBrowser: () => Promise.reject(new Error('no browser here')),
  startDemo: async () => ({ ...banner, baseUrl: banner.url, close: async () => undefined }),
});
await running.start();
const result = await dispatch(running.handlers, 'bookings.checkIn', { code, undoable: true }, running.log);
process.stdout.write(result.ok ? 'queued\n' : `failed ${result.error.message}\n`);
setInterval(() => undefined, 60_000);
