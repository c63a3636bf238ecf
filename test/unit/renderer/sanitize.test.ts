// The parts of the service-HTML sanitiser that need no DOM. DOMPurify itself needs one (vitest runs in plain Node
// here), so what it removes is proven in a real page: test/e2e/booking-detail.spec.ts.
import { describe, expect, it } from 'vitest';
import { isAllowedUrl, isSafeInlineStyle, sanitizeHtmlToString } from '../../../renderer/ui/sanitize.js';

describe('inline styles in the service HTML', () => {
  it('keeps styles that only shape the content', () => {
    expect(isSafeInlineStyle('text-align: right; font-weight: 600')).toBe(true);
    expect(isSafeInlineStyle('color: #333; padding: 4px 8px; position: relative')).toBe(true);
  });

  it('drops styles that fetch from elsewhere', () => {
    expect(isSafeInlineStyle('background: url(https://tracker.example/p.gif)')).toBe(false);
    expect(isSafeInlineStyle('background-image: image-set("x.png" 1x)')).toBe(false);
    expect(isSafeInlineStyle('@import "https://evil.example/x.css"')).toBe(false);
  });

  it('drops styles that run code in old engines', () => {
    expect(isSafeInlineStyle('width: expression(alert(1))')).toBe(false);
    expect(isSafeInlineStyle('behavior: url(x.htc)')).toBe(false);
    expect(isSafeInlineStyle('-moz-binding: url(x.xml#x)')).toBe(false);
  });

  it('drops styles that would cover the app', () => {
    expect(isSafeInlineStyle('position: fixed; inset: 0')).toBe(false);
    expect(isSafeInlineStyle('POSITION:STICKY')).toBe(false);
  });

  it('sees through comments and refuses escapes that would hide a word', () => {
    expect(isSafeInlineStyle('position:/**/fixed')).toBe(false);
    expect(isSafeInlineStyle('background: u/* */rl(x)')).toBe(false);
    expect(isSafeInlineStyle('background: \\75 rl(x)')).toBe(false);
    expect(isSafeInlineStyle('color: red /* never closed')).toBe(false);
  });
});

describe('links and images in the service HTML', () => {
  it('keeps web, mail and phone links', () => {
    expect(isAllowedUrl('href', 'https://pay.example/ABCD-123456', 'a')).toBe(true);
    expect(isAllowedUrl('href', ' mailto:desk@example.com', 'a')).toBe(true);
    expect(isAllowedUrl('href', 'tel:+12505554009', 'a')).toBe(true);
  });

  it('drops script, data and relative links, which would run or open inside the app', () => {
    expect(isAllowedUrl('href', 'javascript:window.__xss=1', 'a')).toBe(false);
    expect(isAllowedUrl('href', '\tjava\nscript:alert(1)', 'a')).toBe(false);
    expect(isAllowedUrl('href', 'data:text/html,<script>alert(1)</script>', 'a')).toBe(false);
    expect(isAllowedUrl('href', '#/bookings', 'a')).toBe(false);
    expect(isAllowedUrl('src', 'x', 'img')).toBe(false);
  });

  it('keeps an embedded raster logo but not an embedded SVG', () => {
    expect(isAllowedUrl('src', 'data:image/png;base64,iVBORw0KGgo=', 'img')).toBe(true);
    expect(isAllowedUrl('src', 'data:image/svg+xml;base64,PHN2Zz4=', 'img')).toBe(false);
  });

  it('leaves other attributes to DOMPurify', () => {
    expect(isAllowedUrl('colspan', '2', 'td')).toBe(true);
  });
});

describe('sanitising without a DOM', () => {
  it('shows nothing rather than handing the hostile HTML back untouched', () => {
    expect(sanitizeHtmlToString('<img src=x onerror="window.__xss=1"><p>Invoice</p>')).toBe('');
  });
});
