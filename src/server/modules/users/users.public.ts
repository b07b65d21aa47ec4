/** What other modules (and the CLI) use of users (docs/ARCHITECTURE.md, "Server modules"). */
export { createOrPromoteSuperadmin } from './superadmin.service';
export { findNotifiedAdmins } from './users.repository';
export { venueTeam, verifyForVenue } from './venue-verification.service';
