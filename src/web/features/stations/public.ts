/** What other features may use of stations besides its query hooks (api.ts): the delete confirmation. */
export { DeleteStationDialog } from './components/delete-station-dialog';
