/** What other modules use of the audit trail (docs/ARCHITECTURE.md, "Server modules"). */
export { type AuditRecord, listVenueAudit, recordAudit } from './audit.repository';
