/**
 * Where a session signed in from, as a person reads it: never a raw "::ffff:127.0.0.1". The
 * server knows only the address (no location database), so the place is what the address says:
 * this computer, a local network, or the public address without its IPv6 wrapping.
 */
export function sessionPlace(address: string | null | undefined): string {
  const raw = (address ?? "").trim();
  if (!raw) return "Unknown place";
  // An IPv4 address as IPv6 shows it ("::ffff:102.89.1.1") is the IPv4 address.
  const ip = raw.replace(/^::ffff:/i, "");
  if (ip === "::1" || /^127\./.test(ip) || ip === "localhost") return "This computer";
  if (/^10\./.test(ip) || /^192\.168\./.test(ip) || /^172\.(1[6-9]|2\d|3[01])\./.test(ip) || /^f[cd][0-9a-f]{2}:/i.test(ip))
    return "Local network";
  return `Internet address ${ip}`;
}
