// The thin layer the resource groups speak through: GET for reads, POST for writes, and the acting staff member
// (X-On-Behalf, 5.3) added to every call unless the call names its own.
import type { z } from 'zod';
import type { FormParams } from './form-encoding.js';
import type { HeldRecords } from './held-records.js';
import type { ApiRequest, ApiTransport } from './transport.js';

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Overrides the desk's acting staff member for this call; "off" acts as a customer. */
  onBehalf?: string;
  /** One try only, even for a read: a probe's own timer is its retry, so the call must not add tries of its own. */
  once?: boolean;
}

/** One path segment from an id or a booking code, %-encoded so that "A/B" stays one segment. */
export const segment = (id: string | number): string => encodeURIComponent(String(id));

export class Caller {
  constructor(
    private readonly transport: ApiTransport,
    private readonly acting: () => string | undefined,
  ) {}

  /** A GET: safe to retry. */
  read<S extends z.ZodType>(schema: S, path: string, params?: FormParams, options: CallOptions = {}) {
    return this.send(schema, 'GET', path, params, options, true);
  }

  /** A GET of a list whose records (under `member`) are read a slice at a time: long pages do not hold the desk. */
  readList<E extends z.ZodType, M extends string, S extends z.ZodType>(envelope: E, member: M, record: S, path: string,
    params?: FormParams, options: CallOptions = {}) {
    return this.transport.sendList(this.request('GET', path, params, options, true), envelope, member, record);
  }

  /** readList over a POST that only reads (booking/notes, 4.4); records `held` unchanged are not read again. */
  readListByPost<E extends z.ZodType, M extends string, S extends z.ZodType>(envelope: E, member: M, record: S,
    path: string, params?: FormParams, options: CallOptions = {}, held?: HeldRecords<z.output<S>>) {
    return this.transport.sendList(this.request('POST', path, params, options, true), envelope, member, record, held);
  }

  /** A POST that only reads (booking/notes, 4.4), so it may be retried like a GET. */
  readByPost<S extends z.ZodType>(schema: S, path: string, params?: FormParams, options: CallOptions = {}) {
    return this.send(schema, 'POST', path, params, options, true);
  }

  /** A POST that changes something: never sent twice by the client on its own. */
  write<S extends z.ZodType>(schema: S, path: string, params?: FormParams, options: CallOptions = {}) {
    return this.send(schema, 'POST', path, params, options, false);
  }

  private send<S extends z.ZodType>(schema: S, method: 'GET' | 'POST', path: string, params: FormParams | undefined,
    options: CallOptions, idempotent: boolean): Promise<z.output<S>> {
    return this.transport.send(this.request(method, path, params, options, idempotent), schema);
  }

  private request(method: 'GET' | 'POST', path: string, params: FormParams | undefined, options: CallOptions,
    idempotent: boolean): ApiRequest {
    const onBehalf = options.onBehalf ?? this.acting();
    return {
      method, path, idempotent,
      ...(params ? { params } : {}),
      ...(onBehalf !== undefined ? { onBehalf } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.once ? { once: true } : {}),
    };
  }
}
