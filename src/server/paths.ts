import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this file whether it runs from src/ (tsx, vitest) or from the dist/ bundle. */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = () => join(projectRoot(), 'drizzle');
export const webDistFolder = () => join(projectRoot(), 'dist', 'web');
export const resolveFromRoot = (path: string) => resolve(projectRoot(), path);
