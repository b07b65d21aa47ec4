/** What other features use of standing orders: the order view's "save as standing order" dialog. */
export { SaveStandingDialog, type StandingSource } from './components/save-standing-dialog';
