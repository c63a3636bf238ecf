// The common envelope of spec 2.1, around answers and errors alike.
import type { AccountProfile } from '../state/model.js';
import type { ApiError } from './api-error.js';
import type { ApiAnswer, RequestInfo } from './context.js';

interface EnvelopeInput {
  account: AccountProfile;
  method: string;
  resourcePath: string;
  startedAt: number;
}

function requestMembers(input: EnvelopeInput, status: string, info: RequestInfo): Record<string, unknown> {
  const path = input.resourcePath.split('/').filter((part) => part !== '');
  return {
    ...info.echo,
    status,
    resource: info.resource ?? path[0] ?? '',
    ...(path[1] !== undefined || info.id !== undefined ? { id: info.id ?? path.slice(1).join('/') } : {}),
    path,
    records: info.records ?? 1,
    ...(info.total_records !== undefined ? { total_records: info.total_records } : {}),
    limit: info.limit ?? 0,
    page: info.page ?? 1,
    pages: info.pages ?? 1,
    time: Number(((performance.now() - input.startedAt) / 1000).toFixed(4)),
    ...(info.timestamp !== undefined ? { timestamp: info.timestamp } : {}),
    ...(info.data !== undefined ? { data: info.data } : {}),
    method: input.method.toLowerCase(),
  };
}

function head(account: AccountProfile) {
  return {
    version: '3.0',
    account_id: account.id,
    host_id: account.hostId,
    name: account.name,
    locale: { ...account.locale },
  };
}

export function answerBody(input: EnvelopeInput, answer: ApiAnswer): Record<string, unknown> {
  return {
    ...head(input.account),
    request: requestMembers(input, 'OK', answer.request ?? {}),
    ...answer.extra,
    [answer.member]: answer.data,
  };
}

/**
 * A refusal keeps the envelope, with request.status not OK and the reason in request.error.details, where
 * Checkfront's own cart reads it (PHP-SDK examples/cart/create.php); code and fields are the sandbox's additions.
 * Failed credentials answer without the envelope (overview/response.rst), in the OAuth 2.0 error shape the
 * sandbox's token endpoint uses too (RFC 6749 5.2, RFC 6750 3). docs/api-assumptions.md, "Envelope and errors".
 */
export function errorBody(input: EnvelopeInput, error: ApiError): Record<string, unknown> {
  if (error.critical) return { error: error.code, error_description: error.message };
  const details = { details: error.message, code: error.code, ...(error.fields.length > 0 ? { fields: error.fields } : {}) };
  return {
    ...head(input.account),
    request: { ...requestMembers(input, 'ERROR', { records: 0 }), error: details },
  };
}
