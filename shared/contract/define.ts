// The shape of the desk contract: a call is a name with an input and an output schema; an event is a name with a
// payload schema. Transports (IPC, browser host) and the renderer client are derived from these tables.
import type { z } from 'zod';

export interface CallDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I;
  output: O;
  /** A read that may be answered from the working set and retried freely. */
  read: boolean;
}

export function read<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): CallDefinition<I, O> {
  return { input, output, read: true };
}

export function write<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): CallDefinition<I, O> {
  return { input, output, read: false };
}
