// The OAuth 2.0 token endpoint (spec 5.2): no API envelope there; errors take the RFC 6749 5.2 shape
// (docs/api-assumptions.md, "Envelope and errors").
import { z } from 'zod';
import { wireInt } from './primitives.js';

/** 5.2: "The response includes access_token, expires_in and refresh_token"; a refresh answers the same. */
export const tokenAnswerSchema = z.looseObject({
  access_token: z.string().min(1),
  /** Seconds: 14000 (8). */
  expires_in: wireInt,
  refresh_token: z.string().min(1),
  /** Bearer; the scheme is case-insensitive. */
  token_type: z.string().optional(),
  /** Seconds: 14 days (8). Not in 5.2, so it may be missing. */
  refresh_expires_in: wireInt.optional(),
});

/** e.g. { error: "invalid_grant", error_description: "…" } for a code older than 60 s or a dead refresh token. */
export const oauthErrorSchema = z.looseObject({
  error: z.string(),
  error_description: z.string().optional(),
  error_uri: z.string().optional(),
});

export type WireTokenAnswer = z.output<typeof tokenAnswerSchema>;
export type WireOAuthError = z.output<typeof oauthErrorSchema>;
