/**
 * The demo's names and addresses, read from the seed's own sources (src/server/db/seed): what the ESLint rule
 * "tests do not name the demo" (docs/decisions/0027-test-data-shape.md) refuses as a string in a server or domain
 * test. Read as text because the lint config is plain JavaScript; a name the seed adds is refused at once.
 */
import { readFileSync } from 'node:fs';

const SEED_FILES = ['src/server/db/seed/demo.ts', 'src/server/db/seed/demo-catalogue-data.ts'];

// `name: '…'` (venues, stations, accounts, suppliers, contacts), `email: '…'` and the articles' `article('…'`.
const NAMED = /(?:\bname: |\bemail: |\barticle\()'([^']+)'/g;

export function demoNames(root = new URL('..', import.meta.url)) {
  const names = new Set();
  for (const file of SEED_FILES) {
    for (const match of readFileSync(new URL(file, root), 'utf8').matchAll(NAMED)) names.add(match[1]);
  }
  return [...names].sort();
}

/** An esquery regular expression matching exactly one of the names (esquery's syntax has no escaped slash). */
export function exactlyOneOf(names) {
  const escaped = names
    .filter((name) => !name.includes('/'))
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `/^(?:${escaped.join('|')})$/`;
}
