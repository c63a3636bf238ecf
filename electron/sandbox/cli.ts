// npm run sandbox -- [--port N] [--seed S] [--bookings N] [--data FILE] [--public] [--dialect standard|live]
//   [--currency CAD|USD|KWD|BHD|JPY|ISK] [--at INSTANT]
// Prints one JSON line with the address and credentials, then serves until Ctrl-C.
import { parseArgs } from 'node:util';
import { DIALECTS, dialectFromEnvironment, type Dialect } from './dialect/answer-dialect.js';
import { startSandbox } from './sandbox.js';
import { ACCOUNT_CURRENCIES, isAccountCurrency } from './seed/account-currency.js';

function wholeNumber(value: string | undefined, name: string, fallback?: number, max?: number): number | undefined {
  if (value === undefined) return fallback;
  // A port above 65535 is a usage mistake (exit 2) like "abc", not a failure to start (exit 1).
  if (!/^\d+$/.test(value) || (max !== undefined && Number(value) > max)) {
    const range = max === undefined ? '' : ` from 0 to ${max}`;
    console.error(`sandbox: --${name} must be a whole number${range}, not "${value}".`);
    process.exit(2);
  }
  return Number(value);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' }, seed: { type: 'string' }, bookings: { type: 'string' },
        data: { type: 'string' }, public: { type: 'boolean' }, help: { type: 'boolean' }, dialect: { type: 'string' },
        currency: { type: 'string' }, at: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`sandbox: ${(error as Error).message}`);
    process.exit(2);
  }
  if (values.help) {
    console.log('Usage: npm run sandbox -- [--port N] [--seed S] [--bookings N] [--data FILE] [--public] [--dialect standard|live]'
      + ` [--currency ${Object.keys(ACCOUNT_CURRENCIES).join('|')}] [--at 2026-11-12T18:00:00Z]`);
    return;
  }
  const dialect = values.dialect ?? dialectFromEnvironment();
  if (!(DIALECTS as readonly string[]).includes(dialect)) {
    console.error(`sandbox: --dialect must be ${DIALECTS.join(' or ')}, not "${dialect}".`);
    process.exit(2);
  }
  const currency = values.currency ?? 'CAD';
  if (!isAccountCurrency(currency)) {
    console.error(`sandbox: --currency must be one of ${Object.keys(ACCOUNT_CURRENCIES).join(', ')}, not "${currency}".`);
    process.exit(2);
  }
  const startAt = values.at === undefined ? undefined : Date.parse(values.at) / 1000;
  if (startAt !== undefined && !Number.isFinite(startAt)) {
    console.error(`sandbox: --at must be an instant such as 2026-11-12T18:00:00Z, not "${values.at}".`);
    process.exit(2);
  }
  const sandbox = await startSandbox({
    port: wholeNumber(values.port, 'port', 0, 65_535),
    seed: wholeNumber(values.seed, 'seed'),
    bookings: wholeNumber(values.bookings, 'bookings'),
    dataFile: values.data,
    publicMode: values.public ?? false,
    dialect: dialect as Dialect,
    currency,
    ...(startAt !== undefined ? { startAt } : {}),
  });
  console.log(JSON.stringify(sandbox.banner()));
  console.error(`sandbox: serving ${sandbox.url}/api/3.0/ (Ctrl-C stops it)`);
  const stop = () => {
    sandbox.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
