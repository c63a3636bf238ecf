// The one place the service's HTML (invoices, item summaries) is made safe to show. The service is treated as
// hostile: nothing may run, submit, embed, fetch from elsewhere or reach outside its box. Screens show the result
// through SafeHtml, which also isolates it in a Shadow DOM root.
import createPurifier, { type Config, type DOMPurify } from 'dompurify';

/** Links open outside the app, and never hand the opened page a handle on this one. */
export const LINK_REL = 'noopener noreferrer';

const CONFIG: Config = {
  // HTML only: SVG and MathML bring their own script and style vectors and an invoice needs neither.
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style', 'link', 'meta', 'base', 'template', 'dialog',
    'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'fieldset', 'label',
    'iframe', 'frame', 'frameset', 'object', 'embed', 'audio', 'video', 'source', 'track',
  ],
  // srcset and background carry URLs that the URI check below does not see; autofocus and tabindex would let the
  // service's HTML steal the keyboard from the desk.
  FORBID_ATTR: ['srcset', 'background', 'ping', 'formaction', 'autofocus', 'tabindex'],
  ALLOW_DATA_ATTR: false,
  // DOMPurify tests every attribute value that is not a known URL against this (so colspan="2" must pass it too):
  // the default, with its list of schemes cut to web, mail and phone. isAllowedUrl then narrows href and src.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i,
};

// Inline styles may shape the content, never fetch (url(), image-set(), @import), run (expression(), behavior,
// -moz-binding) or leave its box (position: fixed). A backslash is refused outright: CSS escapes (\75 rl) would
// hide the words this check looks for.
const UNSAFE_STYLE = /\\|url\s*\(|image(?:-set)?\s*\(|expression\s*\(|@import|javascript:|behavior|binding|position\s*:\s*(?:fixed|sticky)/i;

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href']);

/**
 * Links and images only to the web, mail or phone, and images also as embedded data (a logo): a relative URL
 * would resolve against the app itself, and anything else could run or open something.
 */
export function isAllowedUrl(attribute: string, value: string, tag: string): boolean {
  if (!URL_ATTRIBUTES.has(attribute)) return true;
  const url = value.trim();
  if (/^(?:https?:\/\/|mailto:|tel:)/i.test(url)) return true;
  return tag === 'img' && attribute === 'src' && /^data:image\/(?:png|gif|jpeg|webp);/i.test(url);
}

/** True when an inline style attribute may stay: it cannot fetch, run code or escape the content's box. */
export function isSafeInlineStyle(css: string): boolean {
  // Comments go first, so that "position:/**/fixed" is seen as the browser sees it; an unclosed one is refused.
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return !withoutComments.includes('/*') && !UNSAFE_STYLE.test(withoutComments);
}

function addHooks(purifier: DOMPurify): DOMPurify {
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style' && !isSafeInlineStyle(data.attrValue)) data.keepAttr = false;
    if (!isAllowedUrl(data.attrName, data.attrValue, node.nodeName.toLowerCase())) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' && node.tagName !== 'AREA') return;
    if (node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', LINK_REL);
    } else {
      node.removeAttribute('target');
    }
  });
  return purifier;
}

let instance: DOMPurify | null | undefined;

/**
 * A purifier of our own (hooks on DOMPurify's shared instance would leak into any other user of it), or null where
 * no DOM can do the work: DOMPurify would then hand the input back untouched, so we show nothing instead.
 */
function purifier(): DOMPurify | null {
  if (instance === undefined) {
    const created = createPurifier();
    instance = created.isSupported ? addHooks(created) : null;
  }
  return instance;
}

/** The service's HTML as a fragment ready to insert (SafeHtml puts it in a shadow root). */
export function sanitizeHtml(html: string): DocumentFragment {
  const safe = purifier();
  if (!safe) return document.createDocumentFragment();
  return safe.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** The same cleaning, as markup: for a title, a copy, a check. Empty where it cannot be cleaned. */
export function sanitizeHtmlToString(html: string): string {
  const safe = purifier();
  if (!safe) return '';
  return safe.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: false });
}
