import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';

/** The lines printed after loading the demo (by `npm start` and `npm run db:seed`): who can log in, and how. */
export function demoAccountsBanner(): string {
  const lines = DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(28)} ${account.description}`);
  return ['', `Demo data loaded. Every demo account uses the password ${DEMO_PASSWORD}:`, ...lines, ''].join(
    '\n',
  );
}
