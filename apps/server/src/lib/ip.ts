import ipaddr from 'ipaddr.js';

/** `::ffff:10.0.0.1` → `10.0.0.1`; anything unparsable stays as it is. */
export function normalizeIp(ip: string): string {
  try {
    return ipaddr.process(ip).toString();
  } catch {
    return ip;
  }
}

/** Whether `ip` is one of the listed addresses or inside one of the listed CIDR ranges. */
export function ipAllowed(ip: string, allowed: readonly string[]): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip);
  } catch {
    return false;
  }
  return allowed.some((entry) => {
    try {
      if (entry.includes('/')) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        const normalized =
          range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress()
            ? ipaddr.process(range.toString())
            : range;
        return addr.kind() === normalized.kind() && addr.match(normalized, bits);
      }
      const one = ipaddr.process(entry);
      return one.kind() === addr.kind() && one.toString() === addr.toString();
    } catch {
      return false;
    }
  });
}

export function isValidIpOrCidr(entry: string): boolean {
  try {
    if (entry.includes('/')) ipaddr.parseCIDR(entry);
    else ipaddr.parse(entry);
    return true;
  } catch {
    return false;
  }
}
