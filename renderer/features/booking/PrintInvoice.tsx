// Prints the invoice alone: a print-only copy at the top of <body>, and a print stylesheet (booking.css) that hides
// everything else while it is there. The app's own layout (grid, scrolling main) never reaches the paper.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { SafeHtml } from '../../ui/SafeHtml.js';

const PRINTING_CLASS = 'printing-invoice';

interface PrintProps {
  html: string;
  css: string;
  label: string;
  onDone: () => void;
}

export function PrintInvoice({ html, css, label, onDone }: PrintProps) {
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const finish = () => done.current();
    document.body.classList.add(PRINTING_CLASS);
    window.addEventListener('afterprint', finish);
    // The copy is in place: SafeHtml filled its shadow root in a layout effect, which runs before this one.
    window.print();
    return () => {
      window.removeEventListener('afterprint', finish);
      document.body.classList.remove(PRINTING_CLASS);
    };
  }, []);
  return createPortal(
    <div className="invoice-print"><SafeHtml html={html} css={css} label={label} /></div>,
    document.body,
  );
}
