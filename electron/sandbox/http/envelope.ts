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

export function errorBody(input: EnvelopeInput, error: ApiError): Record<string, unknown> {
  return {
    ...head(input.account),
    request: requestMembers(input, 'ERROR', { records: 0 }),
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields.length > 0 ? { fields: error.fields } : {}),
    },
  };
}
