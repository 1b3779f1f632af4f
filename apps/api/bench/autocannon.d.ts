// The few parts of autocannon 8 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  export interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    headers?: Record<string, string>
    /** Sent in turn on each connection (bench:rankings spreads its load over several pages). */
    requests?: Array<{ method?: string; path?: string }>
  }
  export default function autocannon(options: Options): Promise<Result>
}
