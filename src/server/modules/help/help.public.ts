/** What the server's start (main.ts) uses of the help centre: loading its content from content/help. */
export { loadHelpContent } from './help.service';
