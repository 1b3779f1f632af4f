// Ready photos with real WebP variants in the app's storage, for the comp card tests (the card
// embeds the pixels, so a row pointing at no file would only test the empty frame).
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import type { App } from '../../../app.js'

const COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#f39c12', '#16a085'] as const

export async function addCardPhotos(app: App, profileId: number, count: number) {
  const ids: string[] = []
  for (let position = 0; position < count; position += 1) {
    const id = randomUUID()
    const width = 640
    const bytes = await sharp({
      create: {
        width,
        height: 960,
        channels: 3,
        background: COLOURS[position % COLOURS.length] as string,
      },
    })
      .webp()
      .toBuffer()
    const key = `variants/${id}/${id.replace(/-/g, '').slice(0, 16)}-${width}.webp`
    await app.storage.put(key, bytes, 'image/webp')
    await app.prisma.modelPhoto.create({
      data: {
        id,
        profileId,
        position,
        status: 'ready',
        originalKey: `originals/${id}/x.jpg`,
        contentHash: id.replace(/-/g, ''),
        width,
        height: 960,
        variants: [{ width, key, bytes: bytes.length }],
      },
    })
    ids.push(id)
  }
  await app.prisma.modelProfile.update({ where: { id: profileId }, data: { coverPhotoId: ids[0] } })
  return ids
}
