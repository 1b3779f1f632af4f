import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { API_PATHS, DAY_MS, WEB_ROUTES, webPath } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { callApi } from '../support/api.js'
import { blockingViolations, describeViolations } from '../support/axe.js'
import { useBrowser } from '../support/browser.js'
import {
  applyByApi,
  approvedClient,
  modelWithProfile,
  myCastingRow,
  myCastingText,
  publishedCastingByApi,
} from '../support/castings.js'
import { apiToken } from '../support/models.js'
import { unique } from '../support/stack.js'
import { button, field, visit } from '../support/ui.js'

// Issue #31, ADR 0053: a client asks its shortlisted applicant for a self-tape in the browser,
// the model uploads a generated clip over tus from their application page, the real job makes
// it playable, the client sees it beside the request and marks it seen, the model reads "seen".
// axe on the request dialog, the owner's section and the applicant's panel.

const run = promisify(execFile)

/** A 2-second test pattern MP4 made by ffmpeg, as the API tests make theirs. */
async function clip(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cnm-e2e-self-tape-'))
  try {
    const file = path.join(folder, 'take.mp4')
    await run('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=15'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
    ])
    return await readFile(file)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

async function openApplicants(page: Page, title: string): Promise<void> {
  await visit(page, WEB_ROUTES.MYPAGE_CASTING)
  await myCastingRow(page, title)
    .getByRole('link', { name: myCastingText('client.viewApplicants') })
    .click()
  await page
    .getByRole('heading', { level: 1, name: myCastingText('applicants.titleFor', { title }) })
    .waitFor()
}

/** "2030-03-05T18:00" three days ahead, as a datetime-local input takes it (browser time). */
const inThreeDays = () => {
  const when = new Date(Date.now() + 3 * DAY_MS)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T18:00`
}

describe('journey 31: a self-tape asked, answered, played and seen', () => {
  const browser = useBrowser(import.meta.url)

  it('goes from the request dialog to a seen answer, axe-clean on both sides', async () => {
    const client = await approvedClient(browser)
    const stageName = `Yuna ${unique()}`
    const model = await modelWithProfile(browser, stageName)
    const clientToken = await apiToken(client.person)
    const title = `Drama self-tape ${unique()}`
    const castingId = await publishedCastingByApi(clientToken, title)
    const applicationId = await applyByApi(model.person, castingId, model.modelId, 'Ready.')
    const shortlisted = await callApi('PATCH', API_PATHS.CASTING_APPLICATIONS(castingId), {
      token: clientToken,
      body: { ids: [applicationId], status: 'shortlisted' },
    })
    expect(shortlisted.status, shortlisted.body.message).toBe(200)

    // ---- the client asks ----
    const { page: clientPage } = client
    browser.showLastScreen(clientPage)
    await openApplicants(clientPage, title)
    const section = clientPage.getByRole('region', { name: myCastingText('selfTapes.title') })
    await button(section, myCastingText('selfTapes.ask')).click()
    const dialog = clientPage.getByRole('dialog', { name: myCastingText('selfTapes.askTitle') })
    expect(describeViolations(await blockingViolations(clientPage, dialog))).toBe('')
    await field(dialog, myCastingText('selfTapes.instructions')).fill('Slate, then scene 2.')
    await field(dialog, myCastingText('selfTapes.deadline')).fill(inThreeDays())
    await button(dialog, myCastingText('selfTapes.send')).click()
    await dialog.getByText(myCastingText('selfTapes.sent')).waitFor()
    // The footer's Close (the header's icon button shares its name).
    await button(dialog, myCastingText('selfTapes.close')).last().click()
    await section.getByText('Slate, then scene 2.').waitFor()
    await section.getByText(myCastingText('selfTapes.noAnswer')).waitFor()
    expect(describeViolations(await blockingViolations(clientPage, section))).toBe('')

    // ---- the model answers from the application page ----
    const { page: modelPage } = model
    browser.showLastScreen(modelPage)
    await visit(modelPage, webPath(WEB_ROUTES.MYPAGE_APPLICATION_THREAD, { id: applicationId }))
    const panel = modelPage.getByRole('region', { name: myCastingText('selfTapes.mineTitle') })
    await panel.getByText('Slate, then scene 2.').waitFor()
    await panel.getByText(myCastingText('selfTapes.notAnswered')).waitFor()
    expect(describeViolations(await blockingViolations(modelPage, panel))).toBe('')
    await field(panel, myCastingText('selfTapes.file')).setInputFiles({
      name: 'take.mp4',
      mimeType: 'video/mp4',
      buffer: await clip(),
    })
    await button(panel, myCastingText('selfTapes.upload')).click()
    // Processing is polled: the job makes the MP4 and its poster.
    await panel.getByText(myCastingText('selfTapes.answered')).waitFor({ timeout: 90_000 })

    // ---- the client plays it (poster until played) and marks it seen ----
    await clientPage.reload()
    const player = section.getByLabel(myCastingText('selfTapes.answerOf', { name: stageName }))
    await player.waitFor()
    expect(await player.getAttribute('poster')).toContain('poster.jpg')
    // Its files (480p for a phone, 720p) by signed URL only.
    for (const source of await player.locator('source').all()) {
      expect(await source.getAttribute('src')).toContain('signature=')
    }
    await button(section, myCastingText('selfTapes.markSeen')).click()
    await section.getByText(myCastingText('selfTapes.seen'), { exact: true }).waitFor()

    // ---- the model reads "seen" ----
    await modelPage.reload()
    await panel.getByText(myCastingText('selfTapes.answeredSeen')).waitFor()
  }, 300_000)
})
