import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, carrier-grade NAT and unspecified ranges (IPv4 and IPv6). */
const PRIVATE_RANGES = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one of this machine's or of a private network. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE_RANGES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the URL's host resolves only to public addresses: the server must not be turned
 * into a way to reach its own network (SSRF). An unresolvable host is left to the request,
 * which then reports it unreachable.
 */
export function isPublicUrl(url: string): Promise<boolean> {
  return isPublicHost(new URL(url).hostname.replace(/^\[(.*)\]$/, '$1'));
}

/** The same for a server name or address (a school's own mail servers). */
export async function isPublicHost(host: string): Promise<boolean> {
  if (isIP(host)) return !isPrivateAddress(host);
  const addresses = await lookup(host, { all: true }).catch(() => []);
  return addresses.every(({ address }) => !isPrivateAddress(address));
}
