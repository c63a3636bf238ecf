// How the API client gets credentials without knowing whether they are OAuth tokens or a token pair.
// Tokens stay behind this interface, inside core.

export interface Authorizer {
  /** The Authorization header for the next call (refreshing ahead of expiry when needed). */
  authorization(signal?: AbortSignal): Promise<string>;
  /**
   * The service answered 401 to a call made with `usedAuthorization`. Refresh once (single-flight) and answer
   * true to retry, or false when no valid sign-in is left (the desk is then signed out).
   */
  rejected(usedAuthorization: string, signal?: AbortSignal): Promise<boolean>;
}

/** The account's base address; it changes when the service answers 301 (spec 7, 9). */
export interface AccountAddress {
  readonly baseUrl: string;
  moved(newBaseUrl: string): void;
  /** The service said the account moved to another host: the person decides whether to follow. */
  movedElsewhere?(newBaseUrl: string): void;
}
