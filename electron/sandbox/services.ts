// The parts of one running sandbox that every request handler shares.
import type { TokenBook } from './auth/tokens.js';
import type { Clock } from './clock.js';
import type { AnswerDialect } from './dialect/answer-dialect.js';
import type { Faults } from './faults.js';
import type { Router } from './http/router.js';
import type { RateLimiter } from './rate-limit.js';
import type { Store } from './state/store.js';

export interface SandboxServices {
  store: Store;
  clock: Clock;
  tokens: TokenBook;
  faults: Faults;
  /** How successful API answers are written: standard, or the way a live PHP service writes them. */
  dialect: AnswerDialect;
  rateLimiter: RateLimiter;
  router: Router;
  /** The Public API is enabled for the account (--public). */
  publicMode: boolean;
}
