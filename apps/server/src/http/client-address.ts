import { addressOf } from './trust-proxy.js';

/**
 * The client a per-address allowance counts, from the request's address: an IPv4 address as it
 * is (an IPv4-mapped IPv6 `::ffff:10.0.0.2` as `10.0.0.2`: one client, whichever socket it came
 * through), an IPv6 address by its /64. One home, phone or server is handed a whole /64 and may use
 * any of its 2^64 addresses, so counting single IPv6 addresses would give it a fresh allowance per
 * request. Anything else (no address, a test's made-up name) counts as written.
 */
export function clientKey(address: string): string {
  const parsed = addressOf(address.split('%')[0] ?? '');
  if (!parsed) return address;
  if (parsed.family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((parsed.value >> shift) & 0xffn)).join('.');
  const groups = [112n, 96n, 80n, 64n].map((shift) => ((parsed.value >> shift) & 0xffffn).toString(16));
  return `${groups.join(':')}::/64`;
}
