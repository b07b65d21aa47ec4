/**
 * Where a person can open the app, printed at start-up: a phone on the venue's Wi-Fi needs the machine's LAN
 * address, not localhost.
 */
import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

export interface OpenAddress {
  url: string;
  /** This computer only, or every device that reaches this network address. */
  scope: 'this computer' | 'this network';
}

export function openAddresses(
  host: string,
  port: number,
  interfaces: Interfaces = networkInterfaces(),
): OpenAddress[] {
  if (!ALL_INTERFACES.has(host)) {
    const local = host === 'localhost' || host.startsWith('127.') || host === '::1';
    const shown = host.includes(':') ? `[${host}]` : host;
    return [{ url: `http://${shown}:${port}`, scope: local ? 'this computer' : 'this network' }];
  }
  // Phones on a Wi-Fi are reached over IPv4; IPv6 addresses would only lengthen the list.
  const lan = Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address): OpenAddress => ({ url: `http://${address.address}:${port}`, scope: 'this network' }));
  return [{ url: `http://localhost:${port}`, scope: 'this computer' }, ...lan];
}

/** The start-up message: every address, and a hint when mail links would point at localhost. */
export function openAddressesBanner(addresses: readonly OpenAddress[], publicUrl: string): string {
  const width = Math.max(...addresses.map((address) => address.url.length));
  const lines = ['', 'Nabavka is running. Open it at:'];
  for (const address of addresses) lines.push(`  ${address.url.padEnd(width)}  (${address.scope})`);
  const lan = addresses.find((address) => address.scope === 'this network');
  if (lan && /^https?:\/\/(localhost|127\.)/.test(publicUrl)) {
    lines.push(
      `Links in mails start with PUBLIC_URL (${publicUrl}); set PUBLIC_URL=${lan.url} to make them open on phones.`,
    );
  }
  lines.push('');
  return lines.join('\n');
}
