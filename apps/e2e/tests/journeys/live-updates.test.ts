import { API_PATHS, WEB_ROUTES, webPath } from '@cnm/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../support/api.js'
import { useBrowser } from '../support/browser.js'
import {
  applyByApi,
  approvedClient,
  modelWithProfile,
  publishedCastingByApi,
  threadsText,
  type SignedIn,
} from '../support/castings.js'
import { apiToken } from '../support/models.js'
import { unique } from '../support/stack.js'
import { visit } from '../support/ui.js'

// ADR 0039: a signed-in browser holds one Server-Sent Events stream; while it is open the open
// thread does not poll, so a message that appears there came by the stream's event.

describe('live updates: a message reaches an open thread through the stream', () => {
  const browser = useBrowser(import.meta.url)
  let client: SignedIn
  let model: SignedIn & { modelId: number }
  let clientToken: string

  beforeAll(async () => {
    client = await approvedClient(browser)
    model = await modelWithProfile(browser, `Min-ji ${unique()}`)
    clientToken = await apiToken(client.person)
  }, 180_000)

  it("the model's open thread shows the client's new message without a reload", async () => {
    const castingId = await publishedCastingByApi(clientToken, `Knitwear campaign ${unique()}`)
    const applicationId = await applyByApi(model.person, castingId, model.modelId, 'Free in May.')
    const { page } = model
    browser.showLastScreen(page)

    // The stream opens with the page: 200, text/event-stream.
    const stream = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith(API_PATHS.LIVE_EVENTS),
    )
    await visit(page, webPath(WEB_ROUTES.MYPAGE_APPLICATION_THREAD, { id: applicationId }))
    const opened = await stream
    expect(opened.status()).toBe(200)
    expect(opened.headers()['content-type']).toContain('text/event-stream')
    const list = page.getByRole('region', { name: threadsText('listLabel') })
    await list.waitFor()

    const body = `Could you come to a fitting on Thursday? ${unique()}`
    const wrote = await callApi('POST', API_PATHS.APPLICATION_MESSAGES(applicationId), {
      token: clientToken,
      body: { body },
    })
    expect(wrote.status, wrote.body.message).toBe(201)
    await list.getByText(body, { exact: true }).waitFor()
  }, 90_000)
})
