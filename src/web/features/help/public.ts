/**
 * What other features may use of help: the terms of use dialog (sign-up, profile menu; SPEC §2 "Other") and the
 * "?" link a screen puts in its header to open its help article (issue 14).
 */
export { LazyTermsModal as TermsModal } from './components/lazy-terms-modal';
export { HelpLink } from './components/help-link';
