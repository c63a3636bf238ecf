// The one Content-Security-Policy of the desk page, in the Electron window and in browser mode alike: only the
// page's own scripts run; nothing frames it, nothing is framed, no form or base tag leaves the origin.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React and the component styles set inline style attributes; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "child-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
