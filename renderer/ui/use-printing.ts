// Whether the page is being printed. Chromium lays the page out for paper right after `beforeprint`, before React
// would render on its own: the state is flushed at once, so what a screen draws only for paper (every row of a
// virtual list, a chart at the paper's width) is on the page when it is printed — by Ctrl+P, a Print button or a
// saved PDF alike.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  return printing;
}
