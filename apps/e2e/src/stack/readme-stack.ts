// The stack a newcomer gets from the README: `pnpm start` (tooling/stack), in development
// mode, with the Vite dev server, React's StrictMode checks and demo data. The journeys run
// against production builds (start-stack.ts); this one exists so that what only development
// does (StrictMode running every effect twice, the dev server's module graph) is tried in a
// browser too (issue #24: every dialog closed as it opened there).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createThrowAwayDatabase } from '@cnm/devkit/postgres'
import { startService, waitForHttp } from '@cnm/devkit/processes'
import { freePorts } from '@cnm/embedded-pg'
import { logsDir, repoRoot } from './paths.js'

export interface ReadmeStack {
  webUrl: string
  stop: () => Promise<void>
}

/** Seed, demo portraits, `tsx watch` and Vite's first compile, on 2 shared cores. */
const START_TIMEOUT_MS = 180_000

/**
 * Runs the README's `pnpm start` on free ports, against a throw-away database (DATABASE_URL
 * makes it skip its own embedded Postgres) and a temporary upload folder, so it shares
 * nothing with a developer's `pnpm start` or another run.
 */
export async function startReadmeStack(): Promise<ReadmeStack> {
  const database = await createThrowAwayDatabase('cnmdev_')
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'cnm-dev-uploads-'))
  const [apiPort, webPort, smtpPort, mailWebPort] = await freePorts(4)
  const webUrl = `http://127.0.0.1:${webPort}`
  const stack = startService('pnpm', ['start'], {
    label: 'pnpm start',
    cwd: repoRoot,
    env: {
      ...process.env,
      // What `pnpm start` picks itself in a shell; the e2e runner's NODE_ENV=test must not leak in.
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      UPLOAD_DIR: uploadDir,
      PORT: String(apiPort),
      WEB_PORT: String(webPort),
      WEB_ORIGIN: webUrl,
      API_PUBLIC_URL: `${webUrl}/api`,
      MAIL_CATCHER_SMTP_PORT: String(smtpPort),
      MAIL_CATCHER_WEB_PORT: String(mailWebPort),
    },
    output: { logFile: path.join(logsDir, 'readme-stack.log') },
  })
  const stop = async () => {
    await stack.stop()
    await rm(uploadDir, { recursive: true, force: true })
    await database.drop()
  }
  try {
    await waitForHttp(`${webUrl}/`, { service: stack, timeoutMs: START_TIMEOUT_MS })
    return { webUrl, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
