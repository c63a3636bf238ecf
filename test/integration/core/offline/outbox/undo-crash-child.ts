// Child of the undo-window crash test: a desk on its own data folder (file vault, settings file) against the
// parent's sandbox, which checks a guest in with the undo window and says "queued" the moment the desk answered,
// then waits, as a person who closed nothing would, until the parent kills it with SIGKILL.
// Usage: undo-crash-child <data folder> <booking code>; the sandbox's banner as JSON on stdin.
import { dispatch } from '../../../../../electron/core/desk/dispatch.js';
import { startChildDesk, type ChildBanner } from '../../../../support/child-desk.js';

const [dataDir, code] = process.argv.slice(2);
if (!dataDir || !code) throw new Error('Usage: undo-crash-child <data folder> <booking code>');
let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const running = await startChildDesk(dataDir, JSON.parse(input) as ChildBanner);
const result = await dispatch(running.handlers, 'bookings.checkIn', { code, undoable: true }, running.log);
process.stdout.write(result.ok ? 'queued\n' : `failed ${result.error.message}\n`);
setInterval(() => undefined, 60_000);
