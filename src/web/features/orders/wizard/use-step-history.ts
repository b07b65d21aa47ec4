/**
 * Each wizard step is an entry of the browser's history, named by `?step=` in the address, so the phone's Back goes
 * one step back and a reload opens the same step (docs/PRODUCT.md#wizard-navigation). The wizard's own state stays the
 * source of what is shown; this hook keeps the address in step with it and turns a Back of the browser into the
 * wizard's `goBack`.
 */
import { type Dispatch, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STEP_QUERY } from '../components/order-paths';
import { WIZARD_STEPS, type WizardAction, type WizardStep } from './wizard-state';

export const STEP_PARAM = STEP_QUERY;

/** How many wizard steps were pushed onto the history below this entry (what Back may pop). */
interface StepEntryState {
  wizardDepth?: number;
}

export function stepFromSearch(search: string): WizardStep {
  const raw = Number(new URLSearchParams(search).get(STEP_PARAM) ?? '0');
  return (WIZARD_STEPS as readonly number[]).includes(raw) ? (raw as WizardStep) : 0;
}

function searchWithStep(search: string, step: WizardStep): string {
  const params = new URLSearchParams(search);
  if (step === 0) params.delete(STEP_PARAM);
  else params.set(STEP_PARAM, String(step));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface StepHistory {
  /** Continue: the wizard moves on and the next step becomes a new history entry. */
  forward: () => void;
  /** The wizard's Back or a stepper click: pops the entries in between when they are the wizard's own. */
  backTo: (to: WizardStep) => void;
}

export function useStepHistory(step: WizardStep, dispatch: Dispatch<WizardAction>): StepHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = stepFromSearch(location.search);
  const depth = (location.state as StepEntryState | null)?.wizardDepth ?? 0;
  const seen = useRef({ urlStep, step });
  // A step the wizard moved to whose address is still on its way: the router changes the address after the state
  // changed, and in between the two must not be taken for a disagreement (that would replace the new entry).
  const pending = useRef<WizardStep | null>(null);

  useEffect(() => {
    const previous = seen.current;
    seen.current = { urlStep, step };
    if (pending.current !== null) {
      if (urlStep !== pending.current) return;
      pending.current = null;
    }
    if (urlStep === step) return;
    const onlyAddressChanged = previous.urlStep !== urlStep && previous.step === step;
    if (onlyAddressChanged && urlStep < step) {
      // The browser's (the phone's) Back: the same as the wizard's Back.
      dispatch({ type: 'goBack', to: urlStep });
      return;
    }
    // The wizard moved on its own (a restored draft, the server's version taken) or the browser went forward to a
    // step no longer finished: the address follows the wizard.
    void navigate(
      { pathname: location.pathname, search: searchWithStep(location.search, step) },
      { replace: true, state: location.state as unknown },
    );
  }, [urlStep, step, dispatch, navigate, location.pathname, location.search, location.state]);

  return {
    forward: () => {
      if (step === 2) return;
      dispatch({ type: 'continue' });
      pending.current = (step + 1) as WizardStep;
      void navigate(
        { pathname: location.pathname, search: searchWithStep(location.search, (step + 1) as WizardStep) },
        { state: { wizardDepth: depth + 1 } satisfies StepEntryState },
      );
    },
    backTo: (to) => {
      const distance = step - to;
      if (distance <= 0) return;
      if (depth >= distance) {
        void navigate(-distance);
        return;
      }
      dispatch({ type: 'goBack', to });
      pending.current = to;
      void navigate(
        { pathname: location.pathname, search: searchWithStep(location.search, to) },
        { replace: true, state: { wizardDepth: 0 } satisfies StepEntryState },
      );
    },
  };
}
