/**
 * Keeps the local draft (newOrderDraft: docs/PRODUCT.md#data-local) in step with the wizard: every change is written
 * within DRAFT_WRITE_DELAY_MS, and at once when the page is hidden or closed (a phone switching apps, a reload) or
 * the wizard unmounts. Nothing is written before the first change, so merely opening a wizard never replaces another
 * wizard's draft.
 */
import { useEffect, useState } from 'react';
import { createDraftWriter, type DraftWriter, markOrderChanged } from '../draft-storage';
import { toDraft, type WizardState } from './wizard-state';

export function useDraftPersistence(state: WizardState, initial: WizardState): DraftWriter {
  const [writer] = useState(() => createDraftWriter());

  useEffect(() => {
    if (state === initial) return;
    writer.schedule(toDraft(state, new Date()));
  }, [state, initial, writer]);

  const changed = state !== initial;
  useEffect(() => {
    // orderChanged (docs/PRODUCT.md#data-local): there are changes the server does not have yet.
    if (changed) markOrderChanged(true);
  }, [changed]);

  useEffect(() => {
    const flush = () => writer.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      writer.flush();
    };
  }, [writer]);

  return writer;
}
