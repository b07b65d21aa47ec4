/**
 * What other features and the shell use of groups (docs/decisions/0037-venue-memberships.md): whether the account is
 * an owner (the group menu entry and the reports' "all my venues" scope).
 */
export { useIsOwner } from './owner';
