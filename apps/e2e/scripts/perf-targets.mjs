// What `pnpm perf` measures and the figures it aims for (issue #18, ADR 0012). The one
// place to add a route: every route listed is audited on mobile and desktop and held to
// the same targets. /models is measured with its first page full: the run adds the demo
// profiles (with photos) that `pnpm start` adds, so it shows 24 cards.
export const PERF_ROUTES = ['/', '/castings', '/models']

export const PERF_TARGETS = Object.freeze({
  /** Lighthouse performance score, mobile (Moto G class, slow 4G) and desktop. */
  performance: 95,
  accessibility: 100,
  /** Cumulative layout shift: nothing may move once painted. */
  cls: 0,
  /** JavaScript a first visit to / downloads before the page works, KB gzip. */
  initialJsKb: 100,
})

/**
 * Lighthouse runs per route and form factor; the report kept is Lighthouse's own median
 * run (closest to the median FCP and TTI), since the machine is shared and one run is noise.
 */
export const PERF_RUNS = Number(process.env.PERF_RUNS ?? 3)
