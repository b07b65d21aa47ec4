/** What other modules may use of the groups module (docs/decisions/0037-venue-memberships.md). */
export {
  findMembership,
  listAdministeredVenueIds,
  listMembershipsOf,
  type MembershipRow,
} from './memberships.repository';
