// What a failed call says, from whichever member carries it. The live service keeps the envelope on a refusal, with
// request.status not OK and the reason in request.error.details (Checkfront's cart reads it there, PHP-SDK
// examples/cart/create.php); a critical error such as failed credentials has no envelope at all, only an object with
// the error (Checkfront API docs, overview/response.rst); other shapes seen: error {code, message}, and OAuth 2.0's
// error + error_description. docs/api-assumptions.md, "Envelope and errors".
import { z } from 'zod';

export interface ServiceError {
  /** The service's own words for a person, when it gave any. */
  message?: string;
  /** A machine code, when one came (the sandbox's own addition; the live service is not known to send one). */
  code?: string;
  /** The parameters at fault, when named. */
  fields?: string[];
}

const text = z.union([z.string(), z.number().transform(String)]);

/** details may be a sentence, a list of sentences, or sentences keyed by the field at fault. */
const details = z.union([text, z.array(text), z.record(z.string(), text)]);

const errorObject = z.looseObject({
  details: details.optional(),
  message: details.optional(),
  title: text.optional(),
  description: text.optional(),
  code: text.optional(),
  id: text.optional(),
  fields: z.array(z.string()).optional(),
});

const body = z.looseObject({
  request: z.looseObject({ status: z.unknown().optional(), error: z.union([errorObject, text]).optional() }).optional(),
  error: z.union([errorObject, text]).optional(),
  error_description: text.optional(),
  message: text.optional(),
});

type Details = z.output<typeof details>;

function sentence(value: Details | undefined): { message?: string; fields?: string[] } {
  if (value === undefined) return {};
  if (typeof value === 'string') return value.trim() ? { message: value } : {};
  if (Array.isArray(value)) return sentence(value.filter((part) => part.trim() !== '').join(' '));
  const keyed = Object.entries(value).filter(([, part]) => part.trim() !== '');
  const isFieldName = (name: string) => /^[A-Za-z_][\w[\]]*$/.test(name) && !/^\d+$/.test(name);
  return {
    ...sentence(keyed.map(([, part]) => part).join(' ')),
    ...(keyed.length > 0 && keyed.every(([name]) => isFieldName(name)) ? { fields: keyed.map(([name]) => name) } : {}),
  };
}

function fromMember(error: z.output<typeof errorObject> | string, description?: string): ServiceError {
  if (typeof error === 'string') return { ...sentence(description ?? error), ...(description ? { code: error } : {}) };
  const said = sentence(error.details ?? error.message ?? error.title ?? error.description);
  const code = error.code ?? error.id;
  const fields = error.fields ?? said.fields;
  return {
    ...(said.message ? { message: said.message } : {}), ...(code ? { code } : {}),
    ...(fields && fields.length > 0 ? { fields } : {}),
  };
}

/** The error a body carries, or null when it carries none the desk can read (a proxy's page, an empty body). */
export function serviceErrorOf(value: unknown): ServiceError | null {
  const read = body.safeParse(value);
  if (!read.success) return null;
  const { request, error, error_description: description, message } = read.data;
  if (request?.error !== undefined) return fromMember(request.error);
  if (error !== undefined) return fromMember(error, description);
  if (message !== undefined) return sentence(message);
  return null;
}

/**
 * An answer whose request.status says it failed, whatever its HTTP status: the live service's cart treats anything
 * but OK as a failure (PHP-SDK create.php). An empty status is no verdict ("may be empty on some responses", 2.1).
 */
export function isFailedAnswer(value: unknown): boolean {
  const read = body.safeParse(value);
  const status = read.success ? read.data.request?.status : undefined;
  return typeof status === 'string' && status.trim() !== '' && status.trim().toUpperCase() !== 'OK';
}
