import ipaddr from 'ipaddr.js';

/**
 * The client address as rate limits count it: an IPv4 address as it is (IPv4-mapped IPv6
 * included), an IPv6 address by its /64 network — one subscriber usually gets a whole /64 and
 * can pick any address in it, so counting single addresses would count nothing.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // ::ffff:a.b.c.d becomes a.b.c.d
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).toByteArray().slice(0, 8);
  return `${ipaddr.fromByteArray([...network, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
}
