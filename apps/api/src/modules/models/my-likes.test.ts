// GET /users/0/likes (the Followers page): owners see who follows their models, everybody
// else the published models they follow. Names only as "first name + last initial".
import { describe, expect, it } from 'vitest'
import { API_PATHS, CATEGORY_ID, SERVICE_TYPE, myLikesResponseSchema } from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { followerDisplayName } from './my-likes.js'
import { createProfile, setupModelSuite } from './testing/model-fixtures.js'

describe('GET /users/0/likes', () => {
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

  const myLikes = async (who: SignedIn, query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.MY_LIKES}${query}`,
      headers: who.headers,
    })
    expect(response.statusCode, response.body).toBe(200)
    return { body: response.body, data: myLikesResponseSchema.parse(response.json()).data }
  }
  const like = (fan: SignedIn, profileId: number) =>
    ctx.app.inject({ method: 'POST', url: API_PATHS.MODEL_LIKES(profileId), headers: fan.headers })

  it('shows a client the published models they follow, most recent like first', async () => {
    const fan = await signIn(ctx.app, { serviceType: SERVICE_TYPE.CLIENT_NORMAL })
    const first = await createProfile(ctx.db.prisma, cast.modelOwner.user.id, {
      stageName: 'First Liked',
    })
    const second = await createProfile(ctx.db.prisma, cast.otherModel.user.id, {
      stageName: 'Second Liked',
    })
    const later = await createProfile(ctx.db.prisma, cast.modelOwner.user.id, {
      stageName: 'Hidden Later',
    })
    for (const profile of [first, second, later]) {
      expect((await like(fan, profile.id)).statusCode).toBe(200)
    }
    await ctx.db.prisma.modelProfile.update({ where: { id: later.id }, data: { status: 'hidden' } })

    const { data } = await myLikes(fan)
    expect(data.view).toBe('following')
    if (data.view !== 'following') return
    expect(data.items.map((card) => card.stageName)).toEqual(['Second Liked', 'First Liked'])
    expect(data.total).toBe(2)
    // Cards carry their cover as the directory does, URLs from the app's storage.
    const cover = await ctx.db.prisma.modelPhoto.findFirstOrThrow({
      where: { profileId: second.id },
    })
    const [smallest] = cover.variants as Array<{ key: string }>
    expect(data.items[0]!.cover?.variants[0]?.url).toBe(ctx.app.storage.url(smallest!.key))

    const paged = await myLikes(fan, '?page=2&pageSize=1')
    expect(paged.data.view === 'following' && paged.data.items.map((c) => c.stageName)).toEqual([
      'First Liked',
    ])
  })

  it('shows an owner who follows each of their models, by first name and initial only', async () => {
    const owner = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const popular = await createProfile(ctx.db.prisma, owner.user.id, { stageName: 'Popular' })
    const quiet = await createProfile(ctx.db.prisma, owner.user.id, { stageName: 'Quiet' })
    await createProfile(ctx.db.prisma, owner.user.id, { stageName: 'Nobody Yet' })
    const fans = await Promise.all(
      [
        { firstName: 'Jiwoo', lastName: 'Kang' },
        { firstName: 'Seo-yeon', lastName: 'Lee' },
        { firstName: '지우', lastName: '김' },
      ].map((name) => signIn(ctx.app, { serviceType: SERVICE_TYPE.CLIENT_NORMAL, ...name })),
    )
    for (const fan of fans) await like(fan, popular.id)
    await like(fans[0]!, quiet.id)

    const { data, body } = await myLikes(owner)
    expect(data.view).toBe('followers')
    if (data.view !== 'followers') return
    expect(data.totalFollowers).toBe(4)
    expect(
      data.models.map(({ model, followerCount, followers }) => ({
        name: model.stageName,
        followerCount,
        followers: followers.map((follower) => follower.displayName),
      })),
    ).toEqual([
      { name: 'Popular', followerCount: 3, followers: ['지우 김.', 'Seo-yeon L.', 'Jiwoo K.'] },
      { name: 'Quiet', followerCount: 1, followers: ['Jiwoo K.'] },
    ])
    // Nothing that reaches a follower: no e-mail, no surname, no user id.
    for (const fan of fans) {
      expect(body).not.toContain(fan.user.email)
      expect(body).not.toContain(`"${fan.user.lastName}"`)
      expect(body).not.toContain(`"userId":${fan.user.id}`)
    }
  })

  it('gives agencies the followers view, and a model without profiles an empty one', async () => {
    const agency = await signIn(ctx.app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      categoryTwoDepthId: CATEGORY_ID.MODEL_AGENCY,
      agency: 'Star Models',
    })
    const represented = await createProfile(ctx.db.prisma, agency.user.id, { stageName: 'Signed' })
    await like(cast.client, represented.id)
    const agencyView = await myLikes(agency)
    expect(agencyView.data).toMatchObject({ view: 'followers', totalFollowers: 1 })

    const newcomer = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    expect((await myLikes(newcomer)).data).toEqual({
      view: 'followers',
      totalFollowers: 0,
      models: [],
    })
  })

  it('refuses a bad page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.MY_LIKES}?page=0`,
      headers: cast.client.headers,
    })
    expect(response.statusCode).toBe(400)
  })
})

describe('followerDisplayName', () => {
  it.each([
    ['Jiwoo', 'Kang', 'Jiwoo K.'],
    ['  Mina ', ' park', 'Mina p.'],
    ['Jiwoo', null, 'Jiwoo'],
    [null, 'Kang', 'K.'],
    [null, null, '—'],
    ['', '', '—'],
  ])('%s %s -> %s', (first, last, shown) => {
    expect(followerDisplayName(first, last)).toBe(shown)
  })
})
