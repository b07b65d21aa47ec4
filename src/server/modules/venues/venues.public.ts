/** What other modules use of venues (docs/ARCHITECTURE.md, "Server modules"): the venue as notices name it. */
export {
  findSuperAdminRecipients,
  findVenueLabel,
  findVenueName,
  type MailRecipient,
} from './venues.repository';
