// The headless Chromium the e2e suite (Playwright) and `pnpm perf` (Lighthouse) drive:
// Debian's package, or whatever CHROME_PATH names. Neither downloads a browser.
import { accessSync, constants } from 'node:fs'

/** Flags for a quiet, reproducible headless run (no updates, sync or QUIC between figures). */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
]

/** Where Debian and Ubuntu put it, in the order they are tried when CHROME_PATH is unset. */
const KNOWN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

export class ChromiumMissingError extends Error {
  override name = 'ChromiumMissingError'
}

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The Chromium executable to launch; throws a message saying how to install one. */
export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  candidates: readonly string[] = KNOWN_PATHS,
): string {
  const chosen = env.CHROME_PATH
  if (chosen) {
    if (isExecutable(chosen)) return chosen
    throw new ChromiumMissingError(
      `CHROME_PATH is ${chosen}, which is not an executable file. Point it at a Chromium or ` +
        `Chrome binary, or unset it to use Debian's package (apt-get install chromium).`,
    )
  }
  const found = candidates.find(isExecutable)
  if (found) return found
  throw new ChromiumMissingError(
    `No Chromium found (looked for ${candidates.join(', ')}). The browser checks need a ` +
      `headless Chromium: install Debian's package with \`apt-get install -y chromium\`, or set ` +
      `CHROME_PATH to a Chromium or Chrome binary you have.`,
  )
}
