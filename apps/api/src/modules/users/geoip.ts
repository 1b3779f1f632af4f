import { BlockList, isIP } from 'node:net'
import { performance } from 'node:perf_hooks'

export interface GeoGuess {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string
  city: string | null
  /** The subdivision part of ISO 3166-2 ("41" for KR-41, "NY" for US-NY), when known. */
  region: string | null
}

/** Best guess of where an IP address is, from an offline data set; never calls out. */
export type GeoLocator = (ip: string) => Promise<GeoGuess | null>

export interface GeoLoadStats {
  loadMs: number
  rssDeltaMb: number
  externalDeltaMb: number
}

interface GeoipLite {
  lookup(ip: string): { country?: string; city?: string; region?: string } | null
}

// Addresses that name no place: loopback, private, carrier-grade NAT, link-local,
// documentation and benchmark ranges, multicast and reserved space.
const NOWHERE = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOWHERE.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const) {
  NOWHERE.addSubnet(network, prefix, 'ipv6')
}

/** The address without an IPv4-mapped prefix, or null when it names no place. */
export function routableAddress(ip: string): string | null {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const family = isIP(address)
  if (family === 0) return null
  return NOWHERE.check(address, family === 4 ? 'ipv4' : 'ipv6') ? null : address
}

const MB = 1024 * 1024

/**
 * geoip-lite reads its ~140 MB data files synchronously when imported (measured here:
 * about 0.6 s and +140 MB RSS), so it is imported on the first lookup of a routable
 * address rather than at start-up: most processes (tests, workers, CLIs) never need it.
 */
export function createGeoIpLocator(
  options: {
    load?: () => Promise<GeoipLite>
    onLoaded?: (stats: GeoLoadStats) => void
    onLoadFailed?: (error: unknown) => void
  } = {},
): GeoLocator {
  const load =
    options.load ??
    (async () => {
      const module = (await import('geoip-lite')) as { default?: GeoipLite } & GeoipLite
      return module.default ?? module
    })
  let loading: Promise<GeoipLite> | undefined

  const loadMeasured = async (): Promise<GeoipLite> => {
    const before = process.memoryUsage()
    const started = performance.now()
    const geoip = await load()
    const after = process.memoryUsage()
    options.onLoaded?.({
      loadMs: Math.round(performance.now() - started),
      rssDeltaMb: Math.round((after.rss - before.rss) / MB),
      externalDeltaMb: Math.round((after.external - before.external) / MB),
    })
    return geoip
  }

  return async (ip) => {
    const address = routableAddress(ip)
    if (!address) return null
    let geoip: GeoipLite
    try {
      geoip = await (loading ??= loadMeasured())
    } catch (error) {
      // A missing data file makes the location unknown, not the request fail; retry later.
      loading = undefined
      options.onLoadFailed?.(error)
      return null
    }
    const hit = geoip.lookup(address)
    if (!hit?.country) return null
    return {
      countryCode: hit.country.toUpperCase(),
      city: hit.city || null,
      region: hit.region || null,
    }
  }
}
