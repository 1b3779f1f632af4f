// A profile's photos are public exactly while the profile is (issue #25 finding 13, ADR 0017
// addendum): once an administrator hides it, its owner is suspended or the owner hides it,
// the job that follows makes its old public URLs answer 404 at the origin; the owner and
// the administrators still see the photos through signed URLs; restoring brings the same
// public URLs back. Local storage driver here; photos.s3.test.ts covers the bucket.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  ADMIN_CONSOLE_API_PATHS,
  API_PATHS,
  SERVICE_TYPE,
  type AdminModelList,
  type ModelImage,
  type ModelOwnerProfile,
  type MyModelList,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { jpegWithGps } from '../../../test/fakes/photos.js'
import { createProfile, INFO, setupModelSuite } from '../models/testing/model-fixtures.js'
import { ACCOUNT_TEST_ENV, nextIp } from '../users/testing/accounts.js'
import { cleanUpPhotos } from './photo-cleanup.js'

describe('photos of a profile the public may not see', () => {
  const { ctx, cast } = setupModelSuite({ env: ACCOUNT_TEST_ENV })
  const app = () => ctx.app

  const get = (path: string, who?: SignedIn) => {
    const call = request(app().server).get(path).set('x-forwarded-for', nextIp())
    return who ? call.set(who.headers) : call
  }
  const post = (path: string, who: SignedIn, body: object = {}) =>
    request(app().server).post(path).set('x-forwarded-for', nextIp()).set(who.headers).send(body)

  /** Path and query of a URL the API gave (the app under test answers them). */
  const local = (url: string) => {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  }
  const statusOf = async (url: string) => (await get(local(url))).status
  const urlsOf = (images: readonly ModelImage[]) =>
    images.flatMap((image) => image.variants.map((variant) => variant.url))

  /** A model account with a published profile whose one photo was uploaded and processed. */
  async function publishedWithPhoto() {
    const owner = await signIn(app(), { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(ctx.db.prisma, owner.user.id, {}, { photo: false })
    const uploaded = await request(app().server)
      .post(API_PATHS.MODEL_PHOTOS(profile.id))
      .set(owner.headers)
      .attach('file', await jpegWithGps(), { filename: 'photo.jpg', contentType: 'image/jpeg' })
    expect(uploaded.status).toBe(202)
    await app().jobs.drain()
    const page = await get(API_PATHS.MODEL(profile.id))
    expect(page.status).toBe(200)
    const publicUrls = urlsOf(page.body.data.model.photos as ModelImage[])
    expect(publicUrls.length).toBeGreaterThan(0)
    for (const url of publicUrls) expect(await statusOf(url)).toBe(200)
    return { owner, profileId: profile.id, publicUrls }
  }

  async function ownerUrls(owner: SignedIn, profileId: number): Promise<string[]> {
    const one = await get(API_PATHS.MY_MODEL(profileId), owner)
    expect(one.status).toBe(200)
    const list = await get(API_PATHS.MY_MODELS, owner)
    const row = (list.body.data as MyModelList).items.find((item) => item.id === profileId)
    expect(row?.cover?.variants.length).toBeGreaterThan(0)
    return [
      ...urlsOf((one.body.data.model as ModelOwnerProfile).photos),
      ...urlsOf(row?.cover ? [row.cover] : []),
    ]
  }

  async function adminUrls(profileId: number): Promise<string[]> {
    const list = await get('/admin/models?reviewStatus=none&pageSize=100', cast.admin)
    expect(list.status).toBe(200)
    const item = (list.body.data as AdminModelList).items.find((row) => row.id === profileId)
    expect(item).toBeDefined()
    return urlsOf(item?.photos ?? [])
  }

  async function expectAllAnswer(urls: readonly string[], status: number) {
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect({ url, status: await statusOf(url) }).toEqual({ url, status })
  }

  async function fileReport(profileId: number): Promise<number> {
    const reporter = await signIn(app())
    const report = await ctx.db.prisma.modelReport.create({
      data: { profileId, reporterId: reporter.user.id, reasonId: INFO.REASON_SPAM, details: 'x' },
    })
    return report.id
  }

  it("an administrator's hide takes the public URLs down; owner and admin still see the photos; restoring brings the same URLs back", async () => {
    const { owner, profileId, publicUrls } = await publishedWithPhoto()
    const reportId = await fileReport(profileId)

    await post(ADMIN_CONSOLE_API_PATHS.REPORT_HIDE('profile', reportId), cast.admin, {
      reason: 'Photos of someone else',
    }).expect(200)
    await app().jobs.drain()

    await expectAllAnswer(publicUrls, 404)
    const owners = await ownerUrls(owner, profileId)
    expect(owners.some((url) => publicUrls.includes(url))).toBe(false)
    await expectAllAnswer(owners, 200)
    await expectAllAnswer(await adminUrls(profileId), 200)
    // The owner's public page view (canEdit) shows them too; a guest gets 404 for the page.
    const asOwner = await get(API_PATHS.MODEL(profileId), owner)
    await expectAllAnswer(urlsOf(asOwner.body.data.model.photos as ModelImage[]), 200)
    expect((await get(API_PATHS.MODEL(profileId))).status).toBe(404)

    await post(ADMIN_CONSOLE_API_PATHS.REPORT_RESTORE('profile', reportId), cast.admin, {
      reason: 'Appeal accepted',
    }).expect(200)
    await app().jobs.drain()

    const page = await get(API_PATHS.MODEL(profileId))
    expect(urlsOf(page.body.data.model.photos as ModelImage[]).sort()).toEqual(
      [...publicUrls].sort(),
    )
    await expectAllAnswer(publicUrls, 200)
    // The signed URLs went with the withheld files.
    await expectAllAnswer(owners, 404)
  })

  it("the owner's suspension takes them down, reinstating brings them back", async () => {
    const { owner, profileId, publicUrls } = await publishedWithPhoto()

    await post(ADMIN_CONSOLE_API_PATHS.USER_SUSPEND(owner.user.id), cast.admin, {
      reason: 'Asked models for money',
    }).expect(200)
    await app().jobs.drain()
    await expectAllAnswer(publicUrls, 404)
    await expectAllAnswer(await adminUrls(profileId), 200)

    await post(ADMIN_CONSOLE_API_PATHS.USER_REINSTATE(owner.user.id), cast.admin, {
      reason: 'Appeal accepted',
    }).expect(200)
    await app().jobs.drain()
    await expectAllAnswer(publicUrls, 200)
  })

  it('the owner hiding the profile takes them down, unhiding brings them back', async () => {
    const { owner, profileId, publicUrls } = await publishedWithPhoto()

    await post(API_PATHS.MODEL_HIDE(profileId), owner).expect(200)
    await app().jobs.drain()
    await expectAllAnswer(publicUrls, 404)
    await expectAllAnswer(await ownerUrls(owner, profileId), 200)

    await post(API_PATHS.MODEL_UNHIDE(profileId), owner).expect(200)
    await app().jobs.drain()
    await expectAllAnswer(publicUrls, 200)
  })

  it('the hourly cleanup catches a profile hidden without the job (hidden before this existed)', async () => {
    const { profileId, publicUrls } = await publishedWithPhoto()
    await ctx.db.prisma.modelProfile.update({
      where: { id: profileId },
      data: { hiddenByAdminAt: new Date() },
    })
    await app().jobs.drain()
    await expectAllAnswer(publicUrls, 200)

    const report = await cleanUpPhotos({
      prisma: ctx.db.prisma,
      storage: app().storage,
      clock: app().clock,
      log: app().log,
      jobs: app().jobs,
    })
    expect(report.outOfPlaceProfiles).toBeGreaterThanOrEqual(1)
    await app().jobs.drain()
    await expectAllAnswer(publicUrls, 404)
    await expectAllAnswer(await adminUrls(profileId), 200)
  })

  it('a photo added while the profile is hidden is never public, and a signed URL holds only as given', async () => {
    const { owner, profileId } = await publishedWithPhoto()
    await post(API_PATHS.MODEL_HIDE(profileId), owner).expect(200)
    await app().jobs.drain()

    const uploaded = await request(app().server)
      .post(API_PATHS.MODEL_PHOTOS(profileId))
      .set(owner.headers)
      .attach('file', await jpegWithGps({ width: 900, height: 700 }), {
        filename: 'second.jpg',
        contentType: 'image/jpeg',
      })
    expect(uploaded.status).toBe(202)
    const photoId = uploaded.body.data.id as string
    await app().jobs.drain()
    const publicKeys: string[] = []
    for await (const file of app().storage.list(`variants/${photoId}/`)) publicKeys.push(file.key)
    expect(publicKeys).toEqual([])

    const photo = await get(API_PATHS.MODEL_PHOTO(profileId, photoId), owner)
    const signed = urlsOf([photo.body.data as ModelImage])
    await expectAllAnswer(signed, 200)

    // Tampered, unsigned, or asked for through the public route: 404 like a missing file.
    const url = new URL(signed[0]!)
    const tampered = new URL(url)
    tampered.searchParams.set('signature', 'A'.repeat(43))
    expect(await statusOf(tampered.toString())).toBe(404)
    expect((await get(url.pathname)).status).toBe(404)
    const later = new URL(url)
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))
    expect(await statusOf(later.toString())).toBe(404)
    const key = url.pathname.replace(/^.*\/withheld-media\//, '')
    expect((await get(`/media/${key}`)).status).toBe(404)
  })
})
