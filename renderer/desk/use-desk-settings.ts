// This desk's settings ('settings.get' / 'settings.set'): kept by the desk, so the Settings section and the
// search box's scan menu always show the same choice; the theme and the desk's language follow it too.
import { useState } from 'react';
import type { DeskSettingsView } from '../../shared/contract/model/outbox.js';
import { useDeskMutation, useDeskQuery } from './hooks.js';

export function useDeskSettings() {
  return useDeskQuery('settings.get', {}, { staleTime: Infinity });
}

/**
 * Saves a change. What was asked for is shown at once, in the same event: a controlled checkbox that waited for
 * the desk would flick back first; on failure the saved value returns.
 */
export function useSaveSettings() {
  const saved = useDeskSettings().data;
  const mutation = useDeskMutation('settings.set', ['settings.get']);
  const [asked, setAsked] = useState<Partial<DeskSettingsView> | null>(null);
  const save = (change: Partial<DeskSettingsView>) => {
    setAsked(change);
    mutation.mutate(change, { onSettled: () => setAsked(null) });
  };
  const shown: DeskSettingsView | undefined = saved ? { ...saved, ...asked } : undefined;
  return { shown, save, saving: mutation.isPending, saved: mutation.isSuccess, failure: mutation.error?.error ?? null };
}
