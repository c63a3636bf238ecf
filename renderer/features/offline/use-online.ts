// Online as a person means it: the desk's last word on the service, and at once false when the computer itself loses
// its network (the browser says so within a moment, long before a request to the service times out or is tried).
import { useSyncExternalStore } from 'react';
import { useDeskStatus } from '../../desk/hooks.js';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useNetworkOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

/** False while the service cannot be reached or the computer has no network. */
export function useOnline(): boolean {
  const network = useNetworkOnline();
  const desk = useDeskStatus().data?.connectivity.online ?? true;
  return network && desk;
}
