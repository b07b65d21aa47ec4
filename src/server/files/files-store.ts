/**
 * Where file contents live (an invoice's PDFs, delivery-note photos): rows keep a key, the store keeps the bytes. The
 * filesystem store writes under DATA_DIR/files; with S3_URL an S3-compatible object store (s3-store.ts) takes its
 * place behind the same interface (decision 0023).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface FilesStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** Keys are ours, never a user's text: lower-case segments of letters, digits, dots and dashes. */
const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

/** Refuses (RangeError) a key that is not one of ours, whichever store it is meant for. */
export function assertFileKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new RangeError(`Not a file key: ${key}`);
}

export function createFilesystemStore(root: string): FilesStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertFileKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) {
      throw new RangeError(`Not a file key: ${key}`);
    }
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written whole, then renamed: a reader never sees half a file.
      const partial = join(dirname(path), `.${randomUUID()}.partial`);
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
