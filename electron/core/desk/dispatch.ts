// One contract call, whatever the transport: parse the input with its schema before anything runs, run the
// handler, check the output, and turn every failure into a DeskError value.
import type { z } from 'zod';
import { calls, isCallName, type CallArgs, type CallName, type CallOutput } from '../../../shared/contract/calls.js';
import type { DeskError, DeskResult } from '../../../shared/contract/desk-error.js';
import { toDeskError } from '../api/api-errors.js';
import type { DeskLog } from '../log/desk-log.js';
import { outputSchema } from './output-checks.js';

export type DeskHandlers = {
  [N in CallName]: (input: CallArgs<N>, signal: AbortSignal) => Promise<CallOutput<N>>;
};

function invalidInput(error: z.ZodError): DeskError {
  const fields = [...new Set(error.issues.map((issue) => issue.path.join('.')).filter((path) => path !== ''))];
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return { kind: 'invalid-input', message: `${where}${first?.message ?? 'The input is not valid.'}`, fields };
}

const UNCHECKABLE: DeskError = {
  kind: 'invalid-input', message: 'Frontdesk could not check this input, so it did nothing. Change it and try again.',
};

/** The parsed input, or the refusal. A schema that throws is our bug, yet still a refusal, never a 500. */
function checkInput(name: CallName, schema: z.ZodType, rawInput: unknown, log: DeskLog):
  { success: true; data: unknown } | { success: false; error: DeskError } {
  try {
    const parsed = schema.safeParse(rawInput);
    return parsed.success ? { success: true, data: parsed.data } : { success: false, error: invalidInput(parsed.error) };
  } catch (error) {
    log.error('desk', `the input schema of ${name} failed`, error);
    return { success: false, error: UNCHECKABLE };
  }
}

/** `log`: the desk's log, where what went wrong is written in the words the person saw. */
export async function dispatch(
  handlers: DeskHandlers, name: unknown, rawInput: unknown, log: DeskLog, signal: AbortSignal = new AbortController().signal,
): Promise<DeskResult<unknown>> {
  if (!isCallName(name)) return { ok: false, error: { kind: 'invalid-input', message: 'There is no such desk call.' } };
  const definition = calls[name];
  const input = checkInput(name, definition.input, rawInput ?? {}, log);
  if (!input.success) return { ok: false, error: input.error };
  try {
    const handler = handlers[name] as (input: unknown, signal: AbortSignal) => Promise<unknown>;
    const value = await handler(input.data, signal);
    const output = outputSchema(name).safeParse(value);
    if (!output.success) {
      log.error('desk', `${name} produced an answer outside its contract`, output.error.issues.slice(0, 3));
      return { ok: false, error: toDeskError(new Error('contract')) };
    }
    return { ok: true, value: output.data };
  } catch (error) {
    const deskError = toDeskError(error);
    if (deskError.kind === 'internal') log.error('desk', `${name} failed`, error);
    // What a person saw go wrong, in the words they saw: the saved log then tells the story of a bad morning.
    else if (deskError.kind !== 'cancelled') log.info('desk', `${name}: ${deskError.kind}: ${deskError.message}`);
    return { ok: false, error: deskError };
  }
}
