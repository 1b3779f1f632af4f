// Performance figures of the production build (prints them; not a test, never fails on a
// score): the home route's initial JavaScript, gzip, from apps/web/scripts/bundle-size.mjs,
// and Lighthouse scores for the routes of perf-targets.mjs, mobile (Lighthouse's default:
// Moto G class device, simulated slow 4G) and desktop, each the median of PERF_RUNS runs.
// The targets, and which figures miss them, are printed at the end (perf-targets.mjs).
// Runs under tsx so it can start the same stack as the e2e suite.
import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM_FLAGS, ChromiumMissingError, chromiumPath } from '@cnm/devkit/browser'
import { runToEnd } from '@cnm/devkit/processes'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { artifactsDir, logsDir, repoRoot, webDir } from '../src/stack/paths.js'
import { startStack } from '../src/stack/start-stack.js'
import { PERF_FORM_FACTORS, PERF_ROUTES, PERF_RUNS, PERF_TARGETS } from './perf-targets.mjs'

if (!Number.isInteger(PERF_RUNS) || PERF_RUNS < 1) {
  throw new Error(`PERF_RUNS must be a whole number of runs, 1 or more (got ${PERF_RUNS}).`)
}

// PERF_ONLY=/models,/k-stars measures some routes (comparing a change against a control
// route in the same minutes); the targets still speak of every route.
const routes = process.env.PERF_ONLY
  ? process.env.PERF_ONLY.split(',').map((route) => route.trim())
  : PERF_ROUTES
const unknownRoutes = routes.filter((route) => !PERF_ROUTES.includes(route))
if (unknownRoutes.length) {
  throw new Error(
    `PERF_ONLY names ${unknownRoutes.join(', ')}, not in PERF_ROUTES (${PERF_ROUTES.join(', ')}); add it to scripts/perf-targets.mjs first.`,
  )
}

const log = (line) => process.stdout.write(`[perf] ${line}\n`)

async function bundleSize() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(webDir, 'scripts/bundle-size.mjs')],
    {
      cwd: repoRoot,
    },
  ).catch((error) => ({ stdout: String(error.stdout ?? '') }))
  process.stdout.write(stdout)
  return /Home route initial JS: ([\d.]+) KB gzip/.exec(stdout)?.[1] ?? 'n/a'
}

async function lighthouseRun(url, port, formFactor) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  }
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  return result
}

async function audit(url, port, formFactor) {
  const runs = []
  for (let run = 0; run < PERF_RUNS; run++) runs.push(await lighthouseRun(url, port, formFactor))
  const median = computeMedianRun(runs.map((run) => run.lhr))
  const result = runs.find((run) => run.lhr === median)
  const { categories, audits } = result.lhr
  const score = (category) => Math.round((categories[category]?.score ?? 0) * 100)
  const metric = (id) => audits[id]?.displayValue ?? 'n/a'
  const failedA11y = Object.values(audits)
    .filter((item) =>
      categories.accessibility.auditRefs.some((ref) => ref.id === item.id && ref.weight > 0),
    )
    .filter((item) => item.score !== null && item.score < 1)
    .map((item) => item.id)
  return {
    route: new URL(url).pathname,
    formFactor,
    performance: score('performance'),
    'performance (all runs)': runs
      .map((run) => Math.round((run.lhr.categories.performance?.score ?? 0) * 100))
      .join(' '),
    accessibility: score('accessibility'),
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    'a11y audits failing': failedA11y.join(', ') || '-',
    report: result.report,
  }
}

// Found before the stack starts: without a browser there is nothing to measure.
let chromePath
try {
  chromePath = chromiumPath()
} catch (error) {
  if (!(error instanceof ChromiumMissingError)) throw error
  process.stderr.write(`[perf] ${error.message}\n`)
  process.exit(1)
}

/** Every figure below its target, as printable lines. */
function missedTargets(rows, initialJs) {
  const misses = rows.flatMap((row) => {
    const where = `${row.formFactor} ${row.route}`
    return [
      ...['performance', 'accessibility']
        .filter((category) => row[category] < PERF_TARGETS[category])
        .map((category) => `${where} ${category} ${row[category]} < ${PERF_TARGETS[category]}`),
      // Lighthouse shows CLS to 3 decimals; anything that rounds above 0 moved something.
      ...(!(Number(row.cls.toFixed(3)) <= PERF_TARGETS.cls)
        ? [`${where} CLS ${row.CLS} > ${PERF_TARGETS.cls}`]
        : []),
      // The TBT target is the mobile profile's (throttled CPU); desktop is far below it.
      ...(row.formFactor === 'mobile' && !(row.tbt <= PERF_TARGETS.tbtMs)
        ? [`${where} TBT ${row.TBT} > ${PERF_TARGETS.tbtMs} ms`]
        : []),
    ]
  })
  if (!(Number(initialJs) <= PERF_TARGETS.initialJsKb)) {
    misses.push(`home route initial JS ${initialJs} KB gzip > ${PERF_TARGETS.initialJsKb} KB`)
  }
  return misses
}

const stack = await startStack({ log, build: process.env.E2E_SKIP_BUILD !== '1' })
let chrome
try {
  // /models as a newcomer sees it after `pnpm start`: the demo profiles, photos included.
  log('adding the demo profiles…')
  await runToEnd('pnpm', ['--filter', '@cnm/api', 'db:seed-demo'], {
    label: 'seed-demo',
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: stack.info.databaseUrl,
      UPLOAD_DIR: stack.info.uploadDir,
    },
    output: { logFile: path.join(logsDir, 'seed-demo.log') },
  })
  const initialJs = await bundleSize()
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS] })
  const rows = []
  for (const formFactor of PERF_FORM_FACTORS) {
    for (const route of routes) {
      log(`Lighthouse ${formFactor} ${route} (median of ${PERF_RUNS})…`)
      rows.push(await audit(`${stack.info.webUrl}${route}`, chrome.port, formFactor))
    }
  }
  const reports = path.join(artifactsDir, 'lighthouse')
  await mkdir(reports, { recursive: true })
  for (const row of rows) {
    const name = `${row.formFactor}-${row.route === '/' ? 'home' : row.route.slice(1).replace(/\W+/g, '-')}.json`
    await writeFile(
      path.join(reports, name),
      Array.isArray(row.report) ? row.report[0] : row.report,
    )
  }
  console.table(rows.map(({ report: _report, cls: _cls, tbt: _tbt, ...row }) => row))
  console.log(`Home route initial JS: ${initialJs} KB gzip`)
  console.log(
    `Targets: performance >= ${PERF_TARGETS.performance}, accessibility ${PERF_TARGETS.accessibility}, ` +
      `CLS ${PERF_TARGETS.cls} on ${PERF_ROUTES.join(', ')} (mobile and desktop), ` +
      `TBT <= ${PERF_TARGETS.tbtMs} ms (mobile); ` +
      `home route initial JS <= ${PERF_TARGETS.initialJsKb} KB gzip.`,
  )
  const misses = missedTargets(rows, initialJs)
  console.log(
    misses.length ? `Below target:\n  ${misses.join('\n  ')}` : 'All figures meet the targets.',
  )
  console.log(`Full reports: ${path.relative(repoRoot, reports)}/`)
} finally {
  await chrome?.kill()
  await stack.stop()
}
