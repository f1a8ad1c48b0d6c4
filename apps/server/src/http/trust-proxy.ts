import { isIP } from 'node:net';

/**
 * Which addresses of a request's chain (the socket's, then `X-Forwarded-For` from the nearest
 * entry outwards; `hop` 0 is the socket) are reverse proxies of ours — Fastify's `trustProxy`
 * function. The client is the nearest address that is not trusted.
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** The most proxy hops `TRUST_PROXY` may trust: a CDN, a load balancer and a proxy of one's own, with room to spare. */
export const MAX_PROXY_HOPS = 5;

/** Ranges proxy-addr (Fastify's) knows by name, accepted by name here too. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

type Family = 4 | 6;
interface Interval {
  start: bigint;
  end: bigint;
}

const BITS: Record<Family, number> = { 4: 32, 6: 128 };
/** `::ffff:0:0/96`: IPv4 addresses written as IPv6 (a dual-stack socket's `::ffff:10.0.0.2`). */
const MAPPED_START = 0xffffn << 32n;
const MAPPED_END = MAPPED_START + (1n << 32n) - 1n;

function ipv4Value(text: string): bigint {
  return text.split('.').reduce((value, part) => (value << 8n) | BigInt(part), 0n);
}

function ipv6Value(text: string): bigint {
  // A dotted IPv4 tail (`::ffff:10.0.0.2`) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let hex = text;
  if (dotted?.[1]) {
    const v4 = ipv4Value(dotted[1]);
    hex = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return all.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
}

/** An address as a number in its family, IPv4-mapped IPv6 taken as the IPv4 it carries; null if not an address. */
export function addressOf(text: string): { family: Family; value: bigint } | null {
  if (text.includes('%')) return null;
  const family = isIP(text);
  if (family === 4) return { family, value: ipv4Value(text) };
  if (family !== 6) return null;
  const value = ipv6Value(text);
  return value >= MAPPED_START && value <= MAPPED_END ? { family: 4, value: value - MAPPED_START } : { family: 6, value };
}

/** One entry (`10.0.0.2`, `10.0.0.0/8`, `fd00::/8`) as the interval it covers in its family (mapped IPv6 ranges as written). */
function rangeOf(entry: string): { family: Family; interval: Interval } | null {
  const [address = '', prefixText, extra] = entry.split('/');
  if (extra !== undefined || address.includes('%')) return null;
  const family = isIP(address);
  if (family !== 4 && family !== 6) return null;
  const bits = BITS[family];
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  const value = family === 4 ? ipv4Value(address) : ipv6Value(address);
  const hostBits = BigInt(bits - prefix);
  const start = (value >> hostBits) << hostBits;
  return { family, interval: { start, end: start + (1n << hostBits) - 1n } };
}

/** Whether the intervals together cover 0 … 2^bits − 1. */
function coversAll(intervals: Interval[], bits: number): boolean {
  let next = 0n;
  for (const { start, end } of [...intervals].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))) {
    if (start > next) return false;
    if (end + 1n > next) next = end + 1n;
  }
  return next >= 1n << BigInt(bits);
}

const EVERYONE = 'TRUST_PROXY must name the proxies (addresses or ranges), not every address';

/**
 * `TRUST_PROXY`: the reverse proxies' addresses or CIDR ranges (and `loopback`, `linklocal`,
 * `uniquelocal`), comma-separated, optionally with one hop count. Refused at start: a list that
 * together covers every IPv4 or every IPv6 address (`0.0.0.0/1,128.0.0.0/1`), since any client
 * could then name its own address and slip past the per-address limits; a hop count alone, which
 * believes whoever connects; anything that is not an address or range.
 *
 * With a hop count n (`10.0.0.2,2`) the request must still come from a listed proxy, and then the
 * n nearest addresses of the chain are trusted whatever they are — for proxies whose addresses are
 * not known (a CDN in front of one's own proxy). Unset or empty: no proxy, the client is the socket.
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const counts = entries.filter((e) => /^\d+$/.test(e));
  const listed = entries.filter((e) => !/^\d+$/.test(e)).flatMap((e) => NAMED_RANGES[e.toLowerCase()] ?? [e]);
  if (counts.length > 1) throw new Error('TRUST_PROXY takes at most one hop count');
  const hops = counts.length ? Number(counts[0]) : 0;
  if (counts.length && hops < 1) throw new Error('TRUST_PROXY: a hop count must be at least 1');
  // More hops than any real chain of proxies has would believe addresses a client wrote itself.
  if (hops > MAX_PROXY_HOPS)
    throw new Error(`TRUST_PROXY: a hop count must be at most ${MAX_PROXY_HOPS} (the proxies a request really passes)`);
  if (listed.length === 0) {
    throw new Error(
      'TRUST_PROXY: a hop count alone believes whoever connects; name the proxy’s address too (for example TRUST_PROXY=10.0.0.2 or 10.0.0.2,2)',
    );
  }
  const ranges: Record<Family, Interval[]> = { 4: [], 6: [] };
  for (const entry of listed) {
    if (/^(true|\*)$/i.test(entry)) throw new Error(EVERYONE);
    const range = rangeOf(entry);
    if (!range) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an IP address, a CIDR range (10.0.0.0/8, fd00::/8) or one of loopback, linklocal, uniquelocal`,
      );
    }
    const { family, interval } = range;
    ranges[family].push(interval);
    // An IPv6 range reaching into ::ffff:0:0/96 covers those IPv4 addresses; an IPv4 one, their mapped form.
    if (family === 6 && interval.end >= MAPPED_START && interval.start <= MAPPED_END) {
      const start = interval.start > MAPPED_START ? interval.start : MAPPED_START;
      const end = interval.end < MAPPED_END ? interval.end : MAPPED_END;
      ranges[4].push({ start: start - MAPPED_START, end: end - MAPPED_START });
    }
    if (family === 4) ranges[6].push({ start: interval.start + MAPPED_START, end: interval.end + MAPPED_START });
  }
  if (coversAll(ranges[4], 32) || coversAll(ranges[6], 128)) throw new Error(`${EVERYONE}: these ranges together cover them all`);
  const isListed = (address: string) => {
    const parsed = addressOf(address);
    return parsed !== null && ranges[parsed.family].some((r) => parsed.value >= r.start && parsed.value <= r.end);
  };
  // The walk stops at the first address not trusted, so past hop 0 the request did come from a listed proxy.
  return (address, hop) => (hop === 0 ? isListed(address) : hop < hops || isListed(address));
}
