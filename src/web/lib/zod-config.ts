/**
 * Zod checks once whether it may compile validators with `new Function`; under the app's content security policy
 * (script-src 'self', no 'unsafe-eval') that probe is a CSP violation the browser reports on every page (Lighthouse
 * best practices: "issues logged in the Issues panel"). The interpreted validators are used instead, as they would
 * be after the failed probe.
 */
import { config } from 'zod';

config({ jitless: true });
