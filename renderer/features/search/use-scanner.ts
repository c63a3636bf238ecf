// Listens for a barcode scanner anywhere outside a text field (and in the search box): a burst is routed into
// the search box, and Enter at its end hands the code over as a scan. While a question is open, the scanner types
// into it: its keys are taken before they reach the question (its Enter would answer it) and the code is handed over
// all the same, to wait for the answer; the burst is not shown in the search box, behind the question.
import { useEffect, useRef, type RefObject } from 'react';
import { isTyping } from '../../navigation/shortcuts.js';
import { questionOpen } from '../../ui/open-question.js';
import { KeyHold } from './key-hold.js';
import { SCAN_DEFAULTS, ScanDetector } from './scan-detector.js';

export interface ScanHandlers {
  /** A burst outside any field: its keys so far, to show in the search box. */
  onBurst: (text: string) => void;
  /** Enter ended a burst, in the search box, outside any field or in a question. */
  onScan: (text: string) => void;
}

function swallow(event: KeyboardEvent): void {
  event.preventDefault();
  // Capture phase on window runs first, so the letters of a code never reach single-key shortcuts (I, O, B, N).
  event.stopImmediatePropagation();
}

export function useScanner(inputRef: RefObject<HTMLInputElement | null>, handlers: ScanHandlers): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => {
    const detector = new ScanDetector();
    const hold = new KeyHold(SCAN_DEFAULTS.runGapMs);
    const onKey = (event: KeyboardEvent) => {
      if (hold.replayed.has(event)) return;
      const asking = questionOpen();
      const inSearch = !asking && event.target === inputRef.current;
      if ((isTyping(event) && !inSearch) || event.ctrlKey || event.altKey || event.metaKey) {
        detector.reset();
        hold.release();
        return;
      }
      const signal = detector.feed(event.key, event.timeStamp);
      if (signal.kind === 'scan' || (signal.kind === 'burst' && !inSearch)) {
        swallow(event);
        hold.drop();
        if (signal.kind === 'scan') handlersRef.current.onScan(signal.text);
        else if (!asking) handlersRef.current.onBurst(signal.text);
      } else if (!inSearch && !asking && KeyHold.holds(event)) {
        swallow(event);
        hold.add(event);
        if (detector.looksTyped()) hold.release();
      } else {
        hold.release();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      hold.drop();
    };
  }, [inputRef]);
}
