// The integration suite of the desk core and the whole Playwright suite once more, against a sandbox that writes
// its answers the way a live PHP service does. The sandbox's own conformance tests stay standard:
// they check the sandbox against the spec, not the desk against a service.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, FRONTDESK_SANDBOX_DIALECT: 'live' };
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

console.log('live dialect: the desk core integration suite against a sandbox that writes like a PHP service');
const core = run('npx', ['vitest', 'run', '--project', 'integration', 'test/integration/core']);
console.log('live dialect: the Playwright suite against the same');
const browser = run('node', ['scripts/run-playwright.mjs', ...process.argv.slice(2)]);
process.exit(core || browser);
