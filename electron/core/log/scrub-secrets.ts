// Takes credentials out of a log line: bearer and basic credentials, tokens and secrets in query strings or form
// bodies, session ids and the browser-mode launch key. A log is sent to other people; a secret in it is a leak.

const REDACTED = '[redacted]';

const PATTERNS: readonly [RegExp, string][] = [
  // Authorization: Bearer abc / Basic abc
  [/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi, `$1 ${REDACTED}`],
  // access_token=…, refresh_token=…, client_secret=…, session_id=…, key=… in URLs, bodies and JSON.
  [/\b(access_token|refresh_token|client_secret|code_verifier|api_secret|apiSecret|clientSecret|session_id|token|key|password|slip)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi,
    `$1$2${REDACTED}`],
  // An OAuth code in a callback address (a booking "code" elsewhere in a line is not a secret).
  [/([?&#]code=)[^\s&#]+/gi, `$1${REDACTED}`],
];

export function scrubSecrets(text: string): string {
  let clean = text;
  for (const [pattern, replacement] of PATTERNS) clean = clean.replace(pattern, replacement);
  return clean;
}
