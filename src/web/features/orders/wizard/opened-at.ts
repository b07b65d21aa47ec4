/**
 * A wizard opened with `?step=` in its address (a prepared draft's link to its send step, decision 0030; a reload,
 * docs/PRODUCT.md#wizard-navigation): it starts at that step as far as the order allows, never past a step whose
 * content is not ready (no supplier or a date no longer allowed: step 0; an empty or invalid selection: step 1).
 */
import { selectionReady, stepZeroReady, type WizardState, type WizardStep } from './wizard-state';

export function openedAt(
  state: WizardState,
  requested: WizardStep,
  today: string,
  keptDeadline: string | null,
): WizardState {
  if (requested <= state.step) return state;
  if (!stepZeroReady(state, today, keptDeadline)) return state;
  const step: WizardStep = requested === 2 && selectionReady(state.lines) ? 2 : 1;
  if (step <= state.step) return state;
  return { ...state, step, finished: step === 2 ? [true, true, false] : [true, false, false] };
}
