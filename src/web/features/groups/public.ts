/**
 * What the shell uses of groups (docs/decisions/0037-venue-memberships.md): the venue switcher, as a top-bar menu on
 * desktop and as a list in the phone's menu drawer.
 */
export { VenueList } from './components/venue-list';
export { VenueMenu } from './components/venue-menu';
