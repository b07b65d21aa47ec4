import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilesystemStore, type FilesStore } from './files-store';

describe('the filesystem files store', () => {
  let root: string;
  let store: FilesStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'nabavka-files-test-'));
    store = createFilesystemStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps, reads and deletes bytes by key, leaving no partial files', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 test');
    await store.put('invoices/3/a1b2.pdf', bytes);
    expect(await store.get('invoices/3/a1b2.pdf')).toEqual(bytes);
    expect(await readdir(join(root, 'invoices', '3'))).toEqual(['a1b2.pdf']);
    await store.delete('invoices/3/a1b2.pdf');
    expect(await store.get('invoices/3/a1b2.pdf')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'invoices/../../x', 'Invoices/X', '']) {
      await expect(store.put(key, new Uint8Array([1])), key).rejects.toThrow(RangeError);
    }
  });
});
