// Accounts and model profiles of an invariant run, made through the real routes: sign-up
// (after the code checks a person would pass), an administrator's approval of a client, and
// a profile created, given its cover photo and published by its owner.
import { randomUUID } from 'node:crypto'
import { API_PATHS, EXAMINATION_STATUS, LOGIN_TYPE, DAY_MS } from '@cnm/contracts'
import { expect } from 'vitest'
import type { App } from '../../src/app.js'
import { castingInput } from '../../src/modules/castings/testing/casting-fixtures.js'
import { INFO } from '../../src/modules/models/testing/model-fixtures.js'
import {
  clientPayload,
  freshPhone,
  modelPayload,
  signedUp,
} from '../../src/modules/users/testing/accounts.js'
import { createUser } from '../helpers/factories.js'
import { admin, call, type Account, type AccountKind, type World } from './world.js'

const YEAR_MS = 365.25 * DAY_MS

/** The administrator every run starts with (the create-admin CLI writes it straight too). */
export async function addAdmin(world: World): Promise<Account> {
  const user = await createUser(world.app.prisma, {
    role: 'ADMIN',
    email: `admin-${world.nextToken()}@example.com`,
  })
  const account: Account = {
    id: user.id,
    kind: 'admin',
    email: user.email ?? '',
    phoneDigits: '',
    suspended: false,
    deleted: false,
    managesMinor: false,
  }
  world.accounts.push(account)
  return account
}

/** Signs up through POST /users; a client is approved by the administrator at once. */
export async function signUpAccount(world: World, kind: Exclude<AccountKind, 'admin'>) {
  const email = `${kind}-${world.nextToken()}@example.com`.toLowerCase()
  const phone = freshPhone()
  const payload =
    kind === 'model'
      ? modelPayload({ email, phoneNumber: phone, loginType: LOGIN_TYPE.EMAIL })
      : clientPayload({ email, phoneNumber: phone, agency: `Agency ${world.nextToken()}` })
  const session = await signedUp(world.app, payload)
  const account: Account = {
    id: session.user.id,
    kind,
    email,
    phoneDigits: phone.replace(/\D/g, '').slice(3),
    suspended: false,
    deleted: false,
    managesMinor: false,
    headers: session.headers,
  }
  world.accounts.push(account)
  world.log.push(`sign-up ${kind}#${account.id}`)
  if (kind === 'client') {
    const approved = await call(
      world,
      admin(world),
      'PATCH',
      API_PATHS.ADMIN_EXAMINATION(account.id),
      { status: EXAMINATION_STATUS.APPROVAL },
    )
    expect(approved.status, approved.body).toBe(200)
  }
  return account
}

/** A photo as the photos module leaves it once processed (the upload pipeline is not the subject). */
async function readyPhoto(app: App, profileId: number) {
  const id = randomUUID()
  await app.prisma.modelPhoto.create({
    data: {
      id,
      profileId,
      position: 0,
      status: 'ready',
      originalKey: `originals/${id}.jpg`,
      contentHash: id.replace(/-/g, ''),
      width: 1200,
      height: 1600,
      variants: [{ width: 320, key: `variants/${id}-320.webp`, bytes: 12_000 }],
    },
  })
  return id
}

/**
 * A published profile of `owner`: an adult in Seoul, or a child of twelve in Suwon managed by
 * a guardian (the city, birth date and surname are then the child's private data).
 */
export async function addProfile(world: World, owner: Account, minor: boolean) {
  const nameToken = world.nextToken()
  const now = world.app.clock.now()
  const born = new Date(now.getTime() - (minor ? 12.3 : 27.3) * YEAR_MS).toISOString().slice(0, 10)
  const created = await call(world, owner, 'POST', API_PATHS.MODELS, {
    stageName: minor ? `Seoyeon ${nameToken}` : `Mina ${nameToken}`,
    genderId: INFO.FEMALE,
    birthDate: born,
    heightCm: minor ? 150 : 172,
    categoryIds: [INFO.FASHION],
    cityId: minor ? INFO.SUWON : INFO.SEOUL,
    ...(minor
      ? {
          guardianConsent: {
            name: `Guardian ${nameToken}`,
            relation: 'Mother',
            contact: '010-2222-3333',
            consented: true,
          },
        }
      : {}),
  })
  expect(created.status, created.body).toBe(201)
  const id = created.json().data.model.id as number
  const photoId = await readyPhoto(world.app, id)
  const cover = await call(world, owner, 'PATCH', API_PATHS.MODEL(id), { coverPhotoId: photoId })
  expect(cover.status, cover.body).toBe(200)
  const published = await call(world, owner, 'POST', API_PATHS.MODEL_PUBLISH(id))
  expect(published.status, published.body).toBe(200)
  if (minor) owner.managesMinor = true
  world.profiles.push({
    id,
    owner: owner.id,
    minor,
    nameToken,
    birthDate: born,
    adminHidden: false,
    deleted: false,
  })
}

/**
 * What every run starts from: two approved clients, a model with a profile, and the first
 * client's live casting with the model's application on it.
 */
export async function startWorld(world: World) {
  await addAdmin(world)
  const client = await signUpAccount(world, 'client')
  await signUpAccount(world, 'client')
  const model = await signUpAccount(world, 'model')
  await addProfile(world, model, false)
  const titleToken = world.nextToken()
  const posted = await call(
    world,
    client,
    'POST',
    API_PATHS.CASTINGS,
    castingInput(world.app.clock.now(), {
      title: `Lookbook ${titleToken}`,
      modelDetailedCategoryId: null,
      publish: true,
    }),
  )
  expect(posted.status, posted.body).toBe(201)
  const castingId = posted.json().data.casting.id as number
  world.castings.push({
    id: castingId,
    client: client.id,
    titleToken,
    held: false,
    adminHidden: false,
    completed: false,
  })
  const profile = world.profiles[0]!
  const applied = await call(world, model, 'POST', API_PATHS.CASTING_APPLICATIONS(castingId), {
    modelId: profile.id,
    note: 'Hello',
  })
  expect(applied.status, applied.body).toBe(201)
  world.applications.push({
    id: applied.json().data.application.id,
    casting: castingId,
    profile: profile.id,
    applicant: model.id,
    noteToken: null,
    booked: false,
    unread: { client: 0, model: 0 },
  })
}
