// Authorisation codes and token pairs: issue, exchange, rotate, look up.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { IssuedCode, IssuedTokens, SandboxState } from '../state/state.js';
import { ACCESS_TOKEN_SECONDS, CODE_SECONDS, REFRESH_TOKEN_SECONDS } from './lifetimes.js';

const secret = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

export type TokenCheck =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' };

export class TokenBook {
  constructor(private readonly state: SandboxState, private readonly clock: Clock) {}

  issueCode(clientId: string, redirectUri: string, accountId: number, codeChallenge = ''): string {
    const code = secret('code');
    this.state.codes = this.state.codes.filter((c) => this.clock.now() - c.issuedAt <= CODE_SECONDS);
    this.state.codes.push({
      code, clientId, redirectUri, accountId, issuedAt: this.clock.now(), ...(codeChallenge ? { codeChallenge } : {}),
    });
    return code;
  }

  /** Codes are single use: taking one removes it, whatever the outcome. */
  takeCode(code: string): { ok: true; issued: IssuedCode } | { ok: false; reason: 'unknown' | 'expired' } {
    const issued = this.state.codes.find((c) => c.code === code);
    if (!issued) return { ok: false, reason: 'unknown' };
    this.state.codes = this.state.codes.filter((c) => c !== issued);
    if (this.clock.now() - issued.issuedAt > CODE_SECONDS) return { ok: false, reason: 'expired' };
    return { ok: true, issued };
  }

  issueTokens(clientId: string, accountId: number): IssuedTokens {
    const tokens = {
      accessToken: secret('at'), refreshToken: secret('rt'), clientId, accountId, issuedAt: this.clock.now(),
    };
    this.state.tokens = this.state.tokens.filter((t) => this.clock.now() - t.issuedAt <= REFRESH_TOKEN_SECONDS);
    this.state.tokens.push(tokens);
    return tokens;
  }

  /** A refresh replaces the whole pair: the old access and refresh tokens stop working at once. */
  rotate(refreshToken: string, clientId: string): { ok: true; tokens: IssuedTokens } | { ok: false; reason: string } {
    const current = this.state.tokens.find((t) => t.refreshToken === refreshToken);
    if (!current || current.clientId !== clientId) return { ok: false, reason: 'The refresh token is not valid.' };
    this.state.tokens = this.state.tokens.filter((t) => t !== current);
    if (this.clock.now() - current.issuedAt > REFRESH_TOKEN_SECONDS) {
      return { ok: false, reason: 'The refresh token has expired; sign in again.' };
    }
    return { ok: true, tokens: this.issueTokens(clientId, current.accountId) };
  }

  checkAccess(accessToken: string): TokenCheck {
    const tokens = this.state.tokens.find((t) => t.accessToken === accessToken);
    if (!tokens) return { ok: false, reason: 'unknown' };
    if (this.clock.now() - tokens.issuedAt > ACCESS_TOKEN_SECONDS) return { ok: false, reason: 'expired' };
    return { ok: true, tokens };
  }
}
