// The demo self-tape (ADR 0053): made once on the demo client's casting with a shortlisted
// applicant, processed for real; a second run adds nothing.
import { describe, expect, it } from 'vitest'
import { MODEL_STATUS } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createUser } from '../../../test/helpers/factories.js'
import { createApplication, createCasting } from '../applications/testing/casting-factory.js'
import { seedDemoSelfTape } from './demo-self-tapes.js'

const ctx = setupTestApp()
const EMAIL = 'client@demo-self-tape.test'

describe('the demo self-tape', () => {
  it('needs a shortlisted applicant, then adds one processed answer once', async () => {
    const { app } = ctx
    const deps = { prisma: app.prisma, storage: app.storage, log: app.log }
    expect(await seedDemoSelfTape(deps, EMAIL)).toBe('no-casting')

    const client = await createUser(app.prisma, { email: EMAIL })
    const model = await createUser(app.prisma)
    const casting = await createCasting(app.prisma, client.id, {
      modelCategoryId: null,
      cityId: null,
    })
    const profile = await app.prisma.modelProfile.create({
      data: { ownerId: model.id, stageName: 'Demo Model', status: MODEL_STATUS.PUBLISHED },
    })
    await createApplication(app.prisma, {
      castingId: casting.id,
      modelProfileId: profile.id,
      applicantId: model.id,
      status: 'shortlisted',
    })

    expect(await seedDemoSelfTape(deps, EMAIL)).toBe('added')
    const answers = await app.prisma.modelVideo.findMany({
      where: { selfTapeRequest: { castingId: casting.id } },
    })
    expect(answers.map((row) => row.status)).toEqual(['ready'])
    expect(await app.storage.exists(answers[0]?.videoKey as string)).toBe(true)
    expect(await seedDemoSelfTape(deps, EMAIL)).toBe('present')
  }, 60_000)
})
