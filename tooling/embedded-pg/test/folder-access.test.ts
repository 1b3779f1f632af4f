// As root, Postgres runs as the `postgres` user; a 0700 folder on its way (a home or a
// private TMPDIR) used to fail with no message at all. As any other user the same happens
// with a folder you cannot enter yourself (mode 0000), so the test runs either way.
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '../src/index.js'

const asRoot = userInfo().uid === 0
const closedMode = asRoot ? 0o700 : 0o000

describe('embedded Postgres behind a folder it cannot enter', () => {
  const made: string[] = []
  const originalTmpdir = process.env.TMPDIR
  afterEach(async () => {
    process.env.TMPDIR = originalTmpdir
    if (originalTmpdir === undefined) delete process.env.TMPDIR
    for (const folder of made.splice(0)) {
      await chmod(folder, 0o700)
      await rm(folder, { recursive: true, force: true })
    }
  })
  const closedFolder = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'cnm-closed-'))
    made.push(folder)
    await chmod(folder, closedMode)
    return folder
  }

  it('names the folder, its mode and the ways out when the data folder is inside it', async () => {
    const closed = await closedFolder()

    const start = startEmbeddedPostgres({ dataDir: path.join(closed, 'pg') })

    await expect(start).rejects.toThrow(
      `cannot enter ${closed} (mode ${closedMode.toString(8).padStart(4, '0')}`,
    )
    await expect(start).rejects.toThrow(asRoot ? `chmod o+x ${closed}` : `chmod u+rx ${closed}`)
    await expect(start).rejects.toThrow(/TEST_DATABASE_URL .* DATABASE_URL/s)
  })

  it('points at TMPDIR when only the temporary folder is closed', async () => {
    const open = await mkdtemp(path.join(tmpdir(), 'cnm-open-'))
    made.push(open)
    await chmod(open, 0o755)
    const closed = await closedFolder()
    process.env.TMPDIR = closed

    const start = startEmbeddedPostgres({ dataDir: path.join(open, 'pg') })

    await expect(start).rejects.toThrow(`cannot enter ${closed}`)
    await expect(start).rejects.toThrow('TMPDIR=/tmp')
  })
})
