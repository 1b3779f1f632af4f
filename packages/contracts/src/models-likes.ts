import { z } from 'zod'
import { envelopeSchema, isoDateTimeSchema, paginatedSchema } from './common.js'
import { modelCardSchema, myModelsQuerySchema } from './models-views.js'

// GET /users/0/likes, /mypage/likes ("Followers", issue #14). One route, two views:
// - owners of model profiles (model accounts, agencies) see who follows each profile;
// - everybody else sees the models they follow.
// Followers are shown by display name only (first name and the initial of the last
// name): no e-mail, phone or id of another user leaves the API (ADR 0015, privacy).

export const modelFollowerSchema = z.object({
  /** "Jiwoo K." */
  displayName: z.string(),
  likedAt: isoDateTimeSchema,
})
export type ModelFollower = z.infer<typeof modelFollowerSchema>

export const followedModelSchema = z.object({
  model: modelCardSchema,
  followerCount: z.number().int().nonnegative(),
  /** Most recent first, at most MY_LIKES_FOLLOWERS_SHOWN. */
  followers: z.array(modelFollowerSchema),
})
export type FollowedModel = z.infer<typeof followedModelSchema>

export const MY_LIKES_FOLLOWERS_SHOWN = 20

/** GET /users/0/likes?page=: pages the followed models, or the caller's liked profiles. */
export const myLikesQuerySchema = myModelsQuerySchema
export type MyLikesQuery = z.infer<typeof myLikesQuerySchema>

export const myLikesSchema = z.discriminatedUnion('view', [
  z.object({
    view: z.literal('followers'),
    /** Likes over every profile the caller owns. */
    totalFollowers: z.number().int().nonnegative(),
    models: z.array(followedModelSchema),
  }),
  paginatedSchema(modelCardSchema).extend({ view: z.literal('following') }),
])
export type MyLikes = z.infer<typeof myLikesSchema>
export const myLikesResponseSchema = envelopeSchema(myLikesSchema)
