// The OAuth pair as the desk keeps it (spec 5.2 step 4: "stores them with an update timestamp"), with absolute
// expiry times so that a restart knows at once whether the pair is still good.
import { z } from 'zod';
import type { WireTokenAnswer } from '../../../shared/wire/index.js';

/** Milliseconds since the epoch, like Date.now; injected so that tests can follow the sandbox's clock. */
export type Now = () => number;

/** Spec 8: "Refresh token lifetime: 14 days from issue", for a service that does not say refresh_expires_in. */
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 3600;

export const oauthTokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  accessExpiresAt: z.number(),
  refreshExpiresAt: z.number(),
  updatedAt: z.number(),
});

export type OAuthTokens = z.infer<typeof oauthTokensSchema>;

/** `issuedAt` is when the request left, so the lifetimes are counted from no later than the service counts them. */
export function tokensFromAnswer(answer: WireTokenAnswer, issuedAt: number): OAuthTokens {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    accessExpiresAt: issuedAt + answer.expires_in * 1000,
    refreshExpiresAt: issuedAt + (answer.refresh_expires_in ?? REFRESH_TOKEN_SECONDS) * 1000,
    updatedAt: issuedAt,
  };
}

/** Spec 5.2: "Authorization: BEARER <ACCESS_TOKEN>" (the scheme is case-insensitive). */
export const bearer = (tokens: OAuthTokens) => `Bearer ${tokens.accessToken}`;

export interface ClientCredentials {
  /** The application's consumer key. */
  clientId: string;
  clientSecret: string;
}

/** The account's base address, as the token endpoint needs it; AccountAddress fits. */
export interface ServiceAddress {
  readonly baseUrl: string;
  moved?(newBaseUrl: string): void;
  movedElsewhere?(newBaseUrl: string): void;
}

export const baseOf = (address: ServiceAddress) => address.baseUrl.replace(/\/+$/, '');
