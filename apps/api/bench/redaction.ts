// `pnpm bench:redaction`: how long contact redaction takes on each 10,000-character
// adversarial body (threads/testing/redaction-bodies.ts): the first call, which compiles the
// patterns, and the median of warm runs, each run being what a read does (hasContactDetails,
// then redactContactDetails); then the median for the body four times over, which is about
// four times as long when the time is linear (sixteen if it grew with the square). A
// measurement, not a test: the bound is in the test.
import { loadavg } from 'node:os'
import { hasContactDetails, redactContactDetails } from '../src/modules/threads/index.js'
import { ADVERSARIAL_BODIES } from '../src/modules/threads/testing/redaction-bodies.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 21)
const OWN = { ownHosts: ['castingnmodel.com'] }

const once = (body: string) => {
  const started = performance.now()
  if (hasContactDetails(body, OWN)) redactContactDetails(body, '[hidden]', OWN)
  return performance.now() - started
}

const warm = (body: string) => Array.from({ length: RUNS }, () => once(body)).sort((a, b) => a - b)

const rows = ADVERSARIAL_BODIES.map(([name, body]) => {
  const first = once(body)
  const times = warm(body)
  const longer = warm(body.repeat(4))
  return {
    name,
    first,
    median: times[Math.floor(RUNS / 2)]!,
    worst: times[RUNS - 1]!,
    fourfold: longer[Math.floor(RUNS / 2)]!,
  }
})
console.log(`load ${loadavg()[0]!.toFixed(1)}, ${RUNS} warm runs per body`)
console.log('| body | first call (ms) | median (ms) | slowest warm (ms) | 40,000 chars (ms) |')
console.log('| --- | ---: | ---: | ---: | ---: |')
for (const { name, first, median, worst, fourfold } of rows) {
  console.log(
    `| ${name} | ${first.toFixed(1)} | ${median.toFixed(2)} | ${worst.toFixed(2)} | ${fourfold.toFixed(2)} |`,
  )
}
