import { describe, expect, it } from 'vitest'
import { API_PATHS } from './routes.js'
import { myLikesSchema } from './models-likes.js'

const card = {
  id: 7,
  stageName: 'Mina',
  age: 24,
  heightCm: 172,
  city: 'Seoul',
  mainCategory: null,
  reviewed: false,
  likeCount: 2,
  cover: null,
  isDemo: false,
}

describe('GET /users/0/likes', () => {
  it('lives under the current user', () => {
    expect(API_PATHS.MY_LIKES).toBe('/users/0/likes')
  })

  it('answers followers per profile for owners and followed models for everyone else', () => {
    expect(
      myLikesSchema.safeParse({
        view: 'followers',
        totalFollowers: 1,
        models: [
          {
            model: card,
            followerCount: 1,
            followers: [{ displayName: 'Jiwoo K.', likedAt: '2026-11-20T09:00:00.000Z' }],
          },
        ],
      }).success,
    ).toBe(true)
    expect(
      myLikesSchema.safeParse({ view: 'following', items: [card], page: 1, pageSize: 24, total: 1 })
        .success,
    ).toBe(true)
    // A follower carries no e-mail or id: extra keys are stripped, not passed on.
    const parsed = myLikesSchema.parse({
      view: 'followers',
      totalFollowers: 1,
      models: [
        {
          model: card,
          followerCount: 1,
          followers: [{ displayName: 'J.', likedAt: '2026-11-20T09:00:00.000Z', email: 'x@y.z' }],
        },
      ],
    })
    expect(parsed.view === 'followers' && parsed.models[0]!.followers[0]).toEqual({
      displayName: 'J.',
      likedAt: '2026-11-20T09:00:00.000Z',
    })
  })
})
