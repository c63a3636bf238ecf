// Links from the service that a person may be shown: the service's text is untrusted, so only what
// the shell would open in the system browser anyway (https, or http on this computer) is passed on.
import { isSafeExternalUrl } from '../platform/open-external.js';

export function safeLink(text: string | undefined): string | null {
  return text && isSafeExternalUrl(text) ? new URL(text).href : null;
}
