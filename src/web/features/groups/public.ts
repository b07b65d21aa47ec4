/**
 * What other features and the shell use of groups (docs/decisions/0037-venue-memberships.md): the venue switcher,
 * as a top-bar menu on desktop and as a list in the phone's menu drawer, and whether the account is an owner (the
 * group menu entry and the reports' "all my venues" scope).
 */
export { useIsOwner } from './owner';
export { VenueList } from './components/venue-list';
export { VenueMenu } from './components/venue-menu';
