/**
 * What other features may use of help: the terms of use dialog (sign-up, profile menu; docs/PRODUCT.md#menu) and the
 * "?" link a screen puts in its header to open its help article (docs/PRODUCT.md#help).
 */
export { LazyTermsModal as TermsModal } from './components/lazy-terms-modal';
export { HelpLink } from './components/help-link';
