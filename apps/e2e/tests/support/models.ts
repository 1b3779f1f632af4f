import {
  API_PATHS,
  CATEGORY_ID,
  INFO_TYPE,
  MODEL_PHOTO_FIELD,
  bearer,
  type InfoItem,
  type InfoTypeId,
  type ModelOwnerProfile,
  type ModelPhoto,
} from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { vi } from 'vitest'
import { administratorToken, callApi } from './api.js'
import type { Person } from './people.js'
import { stack } from './stack.js'

/**
 * A 600 x 800 JPEG portrait drawn on a canvas in the page (the e2e package has no image
 * library; Chromium encodes it). A different `hue`, a different file.
 */
export async function portraitJpeg(page: Page, hue: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (h) => {
    const canvas = document.createElement('canvas')
    canvas.width = 600
    canvas.height = 800
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    const gradient = context.createLinearGradient(0, 0, 0, 800)
    gradient.addColorStop(0, `hsl(${h}, 60%, 75%)`)
    gradient.addColorStop(1, `hsl(${(h + 40) % 360}, 45%, 35%)`)
    context.fillStyle = gradient
    context.fillRect(0, 0, 600, 800)
    context.fillStyle = `hsl(${(h + 200) % 360}, 25%, 25%)`
    context.beginPath()
    context.ellipse(300, 300, 95, 115, 0, 0, Math.PI * 2)
    context.fill()
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    )
    if (!blob) throw new Error('the canvas made no JPEG')
    let binary = ''
    for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte)
    return btoa(binary)
  }, hue)
  return Buffer.from(base64, 'base64')
}

/** Logs a person in through the API, as a script would, for calls the test makes itself. */
export async function apiToken(person: Pick<Person, 'email' | 'password'>): Promise<string> {
  const login = await callApi<{ token: string }>('POST', API_PATHS.LOGIN, {
    body: { email: person.email, password: person.password },
  })
  if (login.status !== 200) throw new Error(`log-in: HTTP ${login.status} ${login.body.message}`)
  return login.body.data.token
}

/** POST /models/{id}/photos as the photo manager sends it (multipart field `file`). */
export async function uploadPhoto(token: string, modelId: number, jpeg: Buffer): Promise<string> {
  const form = new FormData()
  form.append(
    MODEL_PHOTO_FIELD,
    new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
    'portrait.jpg',
  )
  const response = await fetch(`${stack().apiUrl}${API_PATHS.MODEL_PHOTOS(modelId)}`, {
    method: 'POST',
    headers: { authorization: bearer(token) },
    body: form,
  })
  const body = (await response.json()) as { data: ModelPhoto; message: string }
  if (response.status !== 202) throw new Error(`upload: HTTP ${response.status} ${body.message}`)
  return body.data.id
}

/** Waits until the API's job has processed every photo of the model (and it has a cover). */
export async function photosReady(token: string, modelId: number): Promise<ModelOwnerProfile> {
  return vi.waitFor(
    async () => {
      const view = await callApi<{ model: ModelOwnerProfile }>('GET', API_PATHS.MY_MODEL(modelId), {
        token,
      })
      const model = view.body.data.model
      if (model.photos.some((photo) => photo.status !== 'ready') || !model.coverPhotoId) {
        throw new Error(`photos still processing: ${JSON.stringify(model.photos)}`)
      }
      return model
    },
    { timeout: 30_000, interval: 250 },
  )
}

/** Korea, whose cities the model form offers (the web's HOME_COUNTRY_ID). */
const KOREA = 1410

async function firstInfo(type: InfoTypeId, query = ''): Promise<number> {
  const answer = await callApi<{ infos: InfoItem[] }>(
    'GET',
    `${API_PATHS.INFOS}?type=${type}${query}`,
  )
  const item = answer.body.data.infos.find((info) => info.id !== CATEGORY_ID.PROFESSIONAL)
  if (!item) throw new Error(`no info of type ${type} (is the reference data seeded?)`)
  return item.id
}

/**
 * What the UI journey does, straight through the API: a complete profile with two
 * processed photos, published, reviewed by the administrator. Answers its id.
 */
export async function publishedReviewedModel(
  page: Page,
  owner: Pick<Person, 'email' | 'password'>,
  stageName: string,
): Promise<number> {
  const token = await apiToken(owner)
  const created = await callApi<{ model: ModelOwnerProfile }>('POST', API_PATHS.MODELS, {
    token,
    body: {
      stageName,
      genderId: await firstInfo(INFO_TYPE.GENDER),
      birthDate: '1998-08-20',
      heightCm: 174,
      categoryIds: [await firstInfo(INFO_TYPE.CATEGORY)],
      cityId: await firstInfo(INFO_TYPE.CITY, `&parentId=${KOREA}`),
      bio: 'Runway and lookbook work in Seoul.',
    },
  })
  if (created.status !== 201)
    throw new Error(`create: HTTP ${created.status} ${created.body.message}`)
  const id = created.body.data.model.id
  for (const hue of [30, 210]) await uploadPhoto(token, id, await portraitJpeg(page, hue))
  await photosReady(token, id)
  for (const [path, expected] of [
    [API_PATHS.MODEL_PUBLISH(id), 200],
    [API_PATHS.MODEL_REVIEW_REQUEST(id), 200],
  ] as const) {
    const answer = await callApi('POST', path, { token })
    if (answer.status !== expected)
      throw new Error(`${path}: HTTP ${answer.status} ${answer.body.message}`)
  }
  const approved = await callApi('PATCH', API_PATHS.ADMIN_MODEL_REVIEW(id), {
    token: await administratorToken(),
    body: { status: 'approved' },
  })
  if (approved.status !== 200) throw new Error(`approve: HTTP ${approved.status}`)
  return id
}
