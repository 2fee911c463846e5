/**
 * Which network an IP address lies in, for every address the server calls on a user's word (webhooks, feed
 * connections): the form checks a typed address with it, the server every address a name resolves to
 * (server/outbound/outboundRequest.ts). Pure, so the browser and the server classify alike.
 *
 * `public` is the internet. `loopback` is this machine (127.0.0.0/8, ::1 and ::ffff:127.x), which only a test
 * server may call. Everything else is `private`: private networks, link-local and the cloud metadata address,
 * carrier-grade NAT, benchmarking, documentation, multicast, reserved, and the IPv6 forms that carry such an
 * IPv4 address inside them (IPv4-mapped, NAT64, 6to4), or any IPv6 address outside global unicast.
 */
export type AddressScope = 'public' | 'loopback' | 'private';

/** IPv4 ranges no public endpoint lives in (RFC 6890 and its updates). */
const IPV4_NOT_PUBLIC = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '169.254.0.0/16', // link-local, cloud metadata (169.254.169.254)
  '172.16.0.0/12',
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16',
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
];

/** Inside global unicast (2000::/3), the blocks that are not the internet either. */
const IPV6_NOT_PUBLIC = [
  '2001::/23', // IETF protocol assignments: Teredo, benchmarking, ORCHID…
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
];

/** A dotted-quad IPv4 address as a number, or null. Only the canonical spelling: URLs and DNS give no other. */
function ipv4Number(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

/** An IPv6 address as its eight 16-bit groups (a trailing dotted quad is two of them), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    const parts = half.split(':');
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = ipv4Number(part);
        if (v4 === null) return null;
        groups.push(Math.floor(v4 / 65536), v4 % 65536);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) groups.push(Number.parseInt(part, 16));
      else return null;
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}

const cidr = (block: string) => {
  const [address, bits] = block.split('/') as [string, string];
  return { address, bits: Number(bits) };
};

const IPV4_BLOCKS = IPV4_NOT_PUBLIC.map(cidr).map(({ address, bits }) => ({
  base: ipv4Number(address)!,
  size: 2 ** (32 - bits),
}));
const inIpv4Blocks = (value: number) =>
  IPV4_BLOCKS.some(({ base, size }) => value >= base && value < base + size);

/** Whether the first `bits` bits of two addresses' groups agree. */
function samePrefix(a: readonly number[], b: readonly number[], bits: number): boolean {
  for (let i = 0; i * 16 < bits; i += 1) {
    const left = bits - i * 16;
    const mask = left >= 16 ? 0xffff : (0xffff << (16 - left)) & 0xffff;
    if ((a[i]! & mask) !== (b[i]! & mask)) return false;
  }
  return true;
}

const IPV6_BLOCKS = IPV6_NOT_PUBLIC.map(cidr).map(({ address, bits }) => ({
  groups: ipv6Groups(address)!,
  bits,
}));

function ipv4Scope(value: number): AddressScope {
  if (Math.floor(value / 2 ** 24) === 127) return 'loopback';
  return inIpv4Blocks(value) ? 'private' : 'public';
}

/** The IPv4 address an IPv6 one carries in its last 32 bits. */
const lastIpv4 = (groups: readonly number[]) => groups[6]! * 65536 + groups[7]!;

function ipv6Scope(groups: readonly number[]): AddressScope {
  const [a, b, c, d, e, f] = groups as [number, number, number, number, number, number];
  const upperZero = a === 0 && b === 0 && c === 0 && d === 0 && e === 0;
  // ::ffff:a.b.c.d is the IPv4 address itself on a dual-stack socket.
  if (upperZero && f === 0xffff) return ipv4Scope(lastIpv4(groups));
  // ::1, ::, and the deprecated IPv4-compatible ::a.b.c.d.
  if (upperZero && f === 0) return lastIpv4(groups) === 1 ? 'loopback' : 'private';
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry, through a gateway that is
  // not this machine: public only when that address is.
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0)
    return ipv4Scope(lastIpv4(groups)) === 'public' ? 'public' : 'private';
  if (a === 0x2002) return ipv4Scope(b * 65536 + c) === 'public' ? 'public' : 'private';
  // Global unicast is 2000::/3; unique local (fc00::/7), link-local (fe80::/10), multicast (ff00::/8) and the
  // rest lie outside it.
  if (a < 0x2000 || a > 0x3fff) return 'private';
  return IPV6_BLOCKS.some((block) => samePrefix(groups, block.groups, block.bits)) ? 'private' : 'public';
}

/**
 * The scope of an IP address (IPv4 dotted quad, IPv6 in any spelling, with or without brackets), or null when
 * the text is not one (a host name).
 */
export function addressScope(text: string): AddressScope | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  const v4 = ipv4Number(bare);
  if (v4 !== null) return ipv4Scope(v4);
  if (!bare.includes(':')) return null;
  const groups = ipv6Groups(bare);
  return groups ? ipv6Scope(groups) : null;
}
