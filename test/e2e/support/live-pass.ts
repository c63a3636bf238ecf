// The live-dialect pass (npm run test:live) runs the Playwright suite again against a sandbox that writes its answers
// the way a live PHP service does. A file whose subject does not depend on how answers are written (layout at two
// sizes, links between desks) runs once per CI run, in the standard pass, and says so in the live one: CI's twenty
// minutes on two cores are spent where the second pass can find something the first cannot.
import { test } from '@playwright/test';

const livePass = process.env.FRONTDESK_SANDBOX_DIALECT === 'live';

/**
 * At the top of a spec file, its tests; inside one test, that test: run in the standard pass only, and said so in the
 * live one. `what` names the file or the test in that line.
 */
export function onlyInTheStandardPass(what: string, why: string): void {
  if (livePass) console.log(`${what}: skipped in the live-dialect pass, it runs in the standard pass (${why})`);
  test.skip(livePass, `runs in the standard pass only: ${why}`);
}
