// Contract handler for the log a person can send to their administrator.
import type { DeskLog } from '../../log/desk-log.js';
import { saveLogFile } from '../../log/log-file.js';
import type { DeskHandlers } from '../dispatch.js';

export interface LogHandlerOptions {
  dataDir: string;
  log: DeskLog;
  now: () => number;
  /** Version and platform, for the file's header. */
  about: string;
}

export function logHandlers(options: LogHandlerOptions): Pick<DeskHandlers, 'desk.saveLog' | 'desk.logProblem'> {
  return {
    // The page's words, bounded by the contract; the log keeps them to one line and takes out any secret.
    'desk.logProblem': async ({ screen, problem }) => {
      options.log.error('screen', `the ${screen} screen failed to show: ${problem}`);
      return { ok: true };
    },
    'desk.saveLog': () => saveLogFile({
      dataDir: options.dataDir, lines: options.log.recent(), now: options.now(), about: options.about,
      scrub: (text) => options.log.scrub(text),
    }),
  };
}
