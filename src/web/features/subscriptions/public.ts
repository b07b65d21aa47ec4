/** What other features may use of the plans feature: the dashboard's plan gate (blocking dialog and trial note). */
export { PlanGate } from './components/plan-gate';
