// A manifest printed (Print, Ctrl+P, or a saved PDF: each lays the page out for paper first) is told to the desk,
// which keeps what it showed: the manifest can then say what changed since it was printed.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Day } from '../../../shared/domain/dates.js';
import { useDesk } from '../../desk/DeskProvider.js';

export function usePrintMark(day: Day): void {
  const desk = useDesk();
  const queryClient = useQueryClient();
  useEffect(() => {
    const printed = () => {
      // Only the manifest on its own: a readiness group or a handover printed meanwhile is not the manifest.
      if (document.body.classList.length > 0 && [...document.body.classList].some((name) => name.startsWith('printing-'))) return;
      void desk.call('manifest.printed', { day }).then(() => queryClient.invalidateQueries({ queryKey: ['manifest.changesSincePrint'] }));
    };
    window.addEventListener('beforeprint', printed);
    return () => window.removeEventListener('beforeprint', printed);
  }, [desk, day, queryClient]);
}
