/** What other features may use of help: the terms of use dialog the sign-up page opens (SPEC §2 "Other"). */
export { TermsModal } from './components/terms-modal';
