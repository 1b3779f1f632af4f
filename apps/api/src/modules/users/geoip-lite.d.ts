// geoip-lite ships no types; only the call geoip.ts makes is declared.
declare module 'geoip-lite' {
  interface Lookup {
    country?: string
    city?: string
  }
  const geoip: { lookup(ip: string): Lookup | null }
  export default geoip
}
