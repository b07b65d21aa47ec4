import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { openAddresses, openAddressesBanner } from './open-addresses';

const iface = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as unknown as NetworkInterfaceInfo;

const MACHINE = {
  lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
  wlan0: [iface('192.168.1.20', 'IPv4', false), iface('fe80::1', 'IPv6', false)],
  eth0: [iface('10.0.0.5', 'IPv4', false)],
};

describe('open addresses', () => {
  it('lists localhost and every LAN IPv4 address when listening on all interfaces', () => {
    expect(openAddresses('0.0.0.0', 3000, MACHINE)).toEqual([
      { url: 'http://localhost:3000', scope: 'this computer' },
      { url: 'http://192.168.1.20:3000', scope: 'this network' },
      { url: 'http://10.0.0.5:3000', scope: 'this network' },
    ]);
    expect(openAddresses('::', 3000, MACHINE)).toHaveLength(3);
  });

  it('lists only the address listened on otherwise', () => {
    expect(openAddresses('127.0.0.1', 8080, MACHINE)).toEqual([
      { url: 'http://127.0.0.1:8080', scope: 'this computer' },
    ]);
    expect(openAddresses('192.168.1.20', 3000, MACHINE)).toEqual([
      { url: 'http://192.168.1.20:3000', scope: 'this network' },
    ]);
  });

  it('prints one address per line and says how to make mail links open on phones', () => {
    const banner = openAddressesBanner(openAddresses('0.0.0.0', 3000, MACHINE), 'http://localhost:3000');
    const lines = banner.split('\n');
    expect(lines).toContain('  http://localhost:3000     (this computer)');
    expect(lines).toContain('  http://192.168.1.20:3000  (this network)');
    expect(banner).toContain('set PUBLIC_URL=http://192.168.1.20:3000');
  });

  it('has no PUBLIC_URL hint once PUBLIC_URL is a real address', () => {
    const banner = openAddressesBanner(openAddresses('0.0.0.0', 3000, MACHINE), 'https://nabavka.example');
    expect(banner).not.toContain('PUBLIC_URL');
  });
});
