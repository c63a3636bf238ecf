import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { pinnedEnvironment } from './test/support/test-clock.js';

// Every sandbox a test starts reads the same instant at its start, whatever the hour the suite runs at.
const env = pinnedEnvironment();

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) runs the suite one file at a time on CI's two cores, yet
    // most integration files wait on sockets, child processes and timers: two at a time took the integration suite
    // from about 280 s to 166 s on two cores, each file still with its own sandbox, desk and temp folder.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Property tests (fast-check, hundreds of runs each) and the reads' worker starting through tsx take a few
      // seconds on a loaded two-core machine: past vitest's 5 s default they failed there without being wrong.
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', testTimeout: 15_000, env } },
      {
        test: {
          name: 'integration', include: ['test/integration/**/*.test.ts'], environment: 'node',
          testTimeout: 30_000, hookTimeout: 60_000, env,
        },
      },
    ],
  },
});
