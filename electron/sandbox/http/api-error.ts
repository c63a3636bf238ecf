// The one error type of the sandbox: it becomes the JSON error body of docs/api-assumptions.md.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: string[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /**
   * Failed credentials: Checkfront's docs say a critical error returns none of the envelope members, only an object
   * with the error information (overview/response.rst).
   */
  get critical(): boolean {
    return this.status === 401 || this.code === 'consumer_key_refused';
  }
}

export const badRequest = (code: string, message: string, fields: string[] = []) =>
  new ApiError(400, code, message, fields);

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);

export const forbidden = (code: string, message: string) => new ApiError(403, code, message);

export const conflict = (code: string, message: string) => new ApiError(409, code, message);
