/** What other modules use of subscriptions (docs/ARCHITECTURE.md, "Server modules"): a venue's plan inquiries. */
export { listPlanInquiries } from './subscriptions.repository';
