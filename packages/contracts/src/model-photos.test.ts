import { describe, expect, it } from 'vitest'
import { modelPhotoOrderInputSchema } from './model-photos.js'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('PUT /models/{id}/photos/order', () => {
  it('takes every photo id once, 1 to 20 of them', () => {
    expect(modelPhotoOrderInputSchema.safeParse({ photoIds: [uuid(2), uuid(1)] }).success).toBe(
      true,
    )
    expect(modelPhotoOrderInputSchema.safeParse({ photoIds: [] }).success).toBe(false)
    expect(modelPhotoOrderInputSchema.safeParse({ photoIds: [uuid(1), uuid(1)] }).success).toBe(
      false,
    )
    expect(
      modelPhotoOrderInputSchema.safeParse({
        photoIds: Array.from({ length: 21 }, (_, i) => uuid(i)),
      }).success,
    ).toBe(false)
    expect(modelPhotoOrderInputSchema.safeParse({ photoIds: ['photo-1'] }).success).toBe(false)
  })
})
