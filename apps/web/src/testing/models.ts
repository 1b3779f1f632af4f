import {
  INFO_TYPE,
  MODEL_PHOTO_STATUS,
  type ModelCard,
  type ModelList,
  type ModelOwnerProfile,
  type ModelOwnerSummary,
  type ModelPhoto,
  type ModelPublicProfile,
  type MyModelList,
} from '@cnm/contracts'
import { http, HttpResponse } from 'msw'
import { apiUrl, fail, ok, openableGate } from './api'
import { server } from './mocks/server'

// Fakes of the model routes for web tests: small factories and handlers that record what
// the web sent. Ids follow ADR 0009's plan so they look like the real lists.

export const INFO_LISTS: Record<number, { id: number; value: string; children?: unknown[] }[]> = {
  [INFO_TYPE.GENDER]: [
    { id: 40001, value: 'Female' },
    { id: 40002, value: 'Male' },
  ],
  [INFO_TYPE.CATEGORY]: [
    {
      id: 10,
      value: 'Fashion',
      children: [
        { id: 101, value: 'Runway', parentId: 10 },
        { id: 102, value: 'Lookbook', parentId: 10 },
      ],
    },
    { id: 20, value: 'Fitness', children: [] },
    { id: 2, value: 'Professional', children: [] },
  ],
  [INFO_TYPE.CITY]: [
    { id: 1410000001, value: 'Gangnam-gu, Seoul' },
    { id: 1410000002, value: 'Haeundae-gu, Busan' },
  ],
  [INFO_TYPE.HAIR_COLOUR]: [{ id: 30001, value: 'Black' }],
  [INFO_TYPE.EYE_COLOUR]: [{ id: 20001, value: 'Brown' }],
  [INFO_TYPE.RACE]: [{ id: 10001, value: 'Asian' }],
  [INFO_TYPE.SHOOT_TYPE]: [{ id: 60001, value: 'Studio' }],
  [INFO_TYPE.CAREER]: [{ id: 90001, value: 'Newcomer' }],
  [INFO_TYPE.MODEL_FEE]: [{ id: 50001, value: 'Negotiable' }],
  [INFO_TYPE.KEYWORD]: [
    { id: 100001, value: 'Elegant' },
    { id: 100002, value: 'Sporty' },
  ],
  [INFO_TYPE.REPORT_REASON]: [
    { id: 130001, value: 'Fake profile' },
    { id: 130002, value: 'Inappropriate photos' },
  ],
}

export const photoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export function buildPhoto(n: number, overrides: Partial<ModelPhoto> = {}): ModelPhoto {
  return {
    id: photoId(n),
    position: n - 1,
    status: MODEL_PHOTO_STATUS.READY,
    isCover: n === 1,
    width: 1280,
    height: 1600,
    placeholder: null,
    variants: [320, 640, 1280].map((width) => ({
      width,
      url: `/api/uploads/photo-${n}-${width}.webp`,
      bytes: width * 40,
    })),
    ...overrides,
  }
}

export function buildCard(id: number, overrides: Partial<ModelCard> = {}): ModelCard {
  return {
    id,
    stageName: `Model ${id}`,
    age: 24,
    heightCm: 172,
    city: 'Gangnam-gu, Seoul',
    mainCategory: { id: 10, value: 'Fashion' },
    reviewed: false,
    likeCount: 3,
    cover: buildPhoto(1),
    isDemo: false,
    ...overrides,
  }
}

export const buildList = (items: ModelCard[], overrides: Partial<ModelList> = {}): ModelList => ({
  items,
  page: 1,
  pageSize: 24,
  total: items.length,
  totalCapped: false,
  ...overrides,
})

export function buildPublicProfile(
  overrides: Partial<ModelPublicProfile> = {},
): ModelPublicProfile {
  return {
    id: 7,
    stageName: 'Mina Park',
    age: 24,
    isMinor: false,
    gender: { id: 40001, value: 'Female' },
    heightCm: 172,
    weightKg: null,
    bustCm: null,
    waistCm: null,
    hipsCm: null,
    shoeSizeMm: 240,
    clothingSizeKr: 55,
    hairColor: { id: 30001, value: 'Black' },
    eyeColor: null,
    race: null,
    categories: [{ id: 10, value: 'Fashion' }],
    detailedCategories: [{ id: 101, value: 'Runway' }],
    shootTypes: [],
    career: null,
    fee: null,
    keywords: [{ id: 100001, value: 'Elegant' }],
    city: { id: 1410000001, value: 'Gangnam-gu, Seoul' },
    province: 'Seoul',
    country: { id: 1410, value: 'South Korea' },
    bio: 'Runway and lookbook model.',
    instagram: 'mina.park',
    videos: [{ url: 'https://www.youtube.com/watch?v=abcdefghijk', videoId: 'abcdefghijk' }],
    photos: [buildPhoto(1), buildPhoto(2, { isCover: false }), buildPhoto(3, { isCover: false })],
    agency: null,
    reviewed: true,
    likeCount: 5,
    likedByMe: false,
    canEdit: false,
    reliability: { cancelledLast12Months: 0 },
    status: 'published',
    isDemo: false,
    publishedAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  }
}

export function buildOwnerProfile(overrides: Partial<ModelOwnerProfile> = {}): ModelOwnerProfile {
  return {
    id: 7,
    ownerId: 7,
    stageName: 'Mina Park',
    genderId: 40001,
    birthDate: '2000-05-01',
    age: 26,
    isMinor: false,
    heightCm: 172,
    weightKg: null,
    weightHidden: false,
    bustCm: null,
    waistCm: null,
    hipsCm: null,
    shoeSizeMm: null,
    clothingSizeKr: null,
    hairColorId: null,
    eyeColorId: null,
    raceId: null,
    categoryIds: [10],
    detailedCategoryIds: [],
    shootTypeIds: [],
    careerId: null,
    feeId: null,
    keywordIds: [],
    cityId: 1410000001,
    bio: '',
    instagram: null,
    youtubeUrls: [],
    guardianConsent: null,
    status: 'draft',
    reviewStatus: 'none',
    reviewNote: null,
    reviewRequestedAt: null,
    reviewedAt: null,
    coverPhotoId: photoId(1),
    photos: [buildPhoto(1), buildPhoto(2, { isCover: false }), buildPhoto(3, { isCover: false })],
    likeCount: 0,
    missingForPublish: [],
    isDemo: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    publishedAt: null,
    hiddenByAdmin: null,
    ...overrides,
  }
}

export function buildOwnerSummary(overrides: Partial<ModelOwnerSummary> = {}): ModelOwnerSummary {
  return {
    ...buildCard(7, { stageName: 'Mina Park' }),
    status: 'draft',
    reviewStatus: 'none',
    reviewNote: null,
    photoCount: 3,
    missingForPublish: [],
    updatedAt: '2026-11-01T09:00:00.000Z',
    hiddenByAdmin: null,
    ...overrides,
  }
}

/** GET /infos for every list the model screens use. */
export function serveModelInfos() {
  server.use(
    http.get(apiUrl('/infos'), ({ request }) => {
      const params = new URL(request.url).searchParams
      const type = Number(params.get('type'))
      // As the API (infos.routes.ts): cities only per country, else 400 (issue #26).
      if (type === INFO_TYPE.CITY && !params.get('parentId')) {
        return fail(400, 'VALIDATION_FAILED', 'parentId: Is required.')
      }
      return ok({ infos: INFO_LISTS[type] ?? [] })
    }),
  )
}

/** GET /models answering `list` (or a function of the query); records every query string. */
export function serveModelList(
  list: ModelList | ((query: URLSearchParams) => ModelList) = buildList([]),
) {
  const queries: URLSearchParams[] = []
  serveModelInfos()
  server.use(
    http.get(apiUrl('/models'), ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      return ok(typeof list === 'function' ? list(query) : list)
    }),
  )
  return queries
}

/** GET /models answering `list` only once the test calls `release()`: the loading state stays up. */
export function serveModelListAfterGate(list: ModelList) {
  const gate = openableGate()
  serveModelInfos()
  server.use(http.get(apiUrl('/models'), async () => ok(await gate.opened.then(() => list))))
  return gate
}

/** GET /users/0/models. */
export function serveMyModels(items: ModelOwnerSummary[] = []) {
  const list: MyModelList = { items, page: 1, pageSize: 24, total: items.length }
  server.use(http.get(apiUrl('/users/0/models'), () => ok(list)))
}

/** GET /users/0/models/{id} from a mutable record; returns it so a test can change it. */
export function serveOwnerModel(model: ModelOwnerProfile) {
  const state = { model }
  server.use(http.get(apiUrl(`/users/0/models/${model.id}`), () => ok({ model: state.model })))
  return state
}

export const notFound = () => fail(404, 'NOT_FOUND', 'Not found.')
export { HttpResponse }
