// Shows the service's HTML: sanitised (ui/sanitize.ts) and isolated in a Shadow DOM root, so its CSS cannot touch
// the app and the app's cannot break it. Every screen that shows service HTML goes through here.
import { useLayoutEffect, useRef } from 'react';
import { sanitizeHtml } from './sanitize.js';

export interface SafeHtmlProps {
  /** The service's HTML as it came, unsanitised: SafeHtml cleans it. */
  html: string;
  /** Styles for the content; they apply inside the shadow root only. */
  css?: string;
  /** Classes on the host element, for placing it in the page (not for styling the content). */
  className?: string;
  /** Names the content as a region for assistive technology, e.g. "Invoice ABCD-123456". */
  label?: string;
}

// all: initial stops the app's inherited font and colours at the boundary; contain: content makes the host the
// containing block of anything positioned "fixed" inside and clips its painting, so nothing can cover the app.
const BASE_CSS = ':host { all: initial; display: block; contain: content; overflow: auto; }';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed sheet per distinct CSS text, shared by every root that uses it. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

export function SafeHtml({ html, css = '', className, label }: SafeHtmlProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A host keeps its root for life (attachShadow twice throws, e.g. under StrictMode's double effects).
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheetFor(BASE_CSS), sheetFor(css)];
    root.replaceChildren(sanitizeHtml(html));
  }, [html, css]);
  return <div ref={hostRef} className={className} role={label ? 'region' : undefined} aria-label={label} />;
}
