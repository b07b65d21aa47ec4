/**
 * The running embedded server's note in its data folder (`server.json`, readable by its owner only): its process
 * id, where it listens and the token that lets `npm run backup` on this machine ask it for a backup. Commands that
 * open the data folder themselves (backup of a stopped server, restore, move-to-postgres) read it first: PGlite's
 * files must never be opened by two processes. A note whose process is gone (a crash) is stale and ignored.
 */
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalServerNote {
  pid: number;
  host: string;
  port: number;
  token: string;
  startedAt: string;
}

const NOTE = 'server.json';

export const newLocalToken = () => randomBytes(32).toString('base64url');

export function writeLocalServerNote(dataDir: string, note: LocalServerNote): void {
  const path = join(dataDir, NOTE);
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(note, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, path);
}

/** Removes the note if it is this process's (a second server refused at start must not remove the first's). */
export function removeLocalServerNote(dataDir: string, pid: number = process.pid): void {
  if (readLocalServerNote(dataDir)?.pid === pid) rmSync(join(dataDir, NOTE), { force: true });
}

export function readLocalServerNote(dataDir: string): LocalServerNote | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, NOTE), 'utf8')) as LocalServerNote;
  } catch {
    return undefined;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The note of a server running on this data folder now, or undefined. */
export function runningLocalServer(dataDir: string): LocalServerNote | undefined {
  const note = readLocalServerNote(dataDir);
  return note && note.pid !== process.pid && isProcessAlive(note.pid) ? note : undefined;
}

/** Where a command on this machine reaches the server: its own listen address, loopback for "every address". */
export function localAddressOf(note: Pick<LocalServerNote, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', ''].includes(note.host) ? '127.0.0.1' : note.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${note.port}`;
}

/** Whether a peer address is this machine: loopback, or one of its own interfaces' addresses. */
export function isThisMachine(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, '');
  if (plain === '::1' || plain.startsWith('127.')) return true;
  return Object.values(networkInterfaces())
    .flat()
    .some((entry) => entry?.address === plain);
}

/**
 * A command that opens the embedded database itself holds the data folder with the same note (port 0, no token),
 * so a server started meanwhile refuses instead of opening the same files. Answers the release.
 */
export function holdDataFolder(dataDir: string): () => void {
  writeLocalServerNote(dataDir, {
    pid: process.pid,
    host: '',
    port: 0,
    token: '',
    startedAt: new Date().toISOString(),
  });
  return () => removeLocalServerNote(dataDir);
}
