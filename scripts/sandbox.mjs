// npm run sandbox: the embedded Booking Service on its own (electron/sandbox/cli.ts, its arguments passed on),
// run by Node with tsx's loader, and ended with this launcher (forward-signals.mjs).
import { spawn } from 'node:child_process';
import { forwardSignals } from './forward-signals.mjs';

forwardSignals(spawn(process.execPath, ['--import', 'tsx', 'electron/sandbox/cli.ts', ...process.argv.slice(2)], { stdio: 'inherit' }));
