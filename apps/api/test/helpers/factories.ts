// Small builders for rows tests need; override only what the test is about.
import { randomBytes } from 'node:crypto'
import { SERVICE_TYPE, LOGIN_TYPE, DAY_MS } from '@cnm/contracts'
import type { App } from '../../src/app.js'
import type { PrismaClient } from '../../src/db/prisma.js'
import type { Prisma, Session, User } from '../../src/generated/prisma/client.js'
import { issueAccessToken } from '../../src/plugins/auth.js'

export const uniqueEmail = (label = 'user') =>
  `${label}-${randomBytes(5).toString('hex')}@example.com`

export function createUser(
  prisma: PrismaClient,
  data: Partial<Prisma.UserUncheckedCreateInput> = {},
): Promise<User> {
  return prisma.user.create({
    data: {
      email: uniqueEmail(),
      loginType: LOGIN_TYPE.EMAIL,
      serviceType: SERVICE_TYPE.MODEL_NORMAL,
      firstName: 'Min',
      lastName: 'Kim',
      ...data,
    },
  })
}

export function createSession(
  prisma: PrismaClient,
  data: Pick<Prisma.SessionUncheckedCreateInput, 'userId'> &
    Partial<Prisma.SessionUncheckedCreateInput>,
): Promise<Session> {
  return prisma.session.create({
    data: { expiresAt: new Date(Date.now() + 30 * DAY_MS), ...data },
  })
}

export interface SignedIn {
  user: User
  session: Session
  token: string
  /** Spread into supertest's .set() */
  headers: { authorization: string }
}

/** A user with a live session and an access token for it, as log-in would produce. */
export async function signIn(
  app: App,
  user: Partial<Prisma.UserUncheckedCreateInput> = {},
  session: Partial<Prisma.SessionUncheckedCreateInput> = {},
): Promise<SignedIn> {
  const created = await createUser(app.prisma, user)
  const row = await createSession(app.prisma, {
    expiresAt: new Date(app.clock.now().getTime() + 30 * DAY_MS),
    ...session,
    userId: created.id,
  })
  const token = issueAccessToken(app, { userId: created.id, sessionId: row.id, role: created.role })
  return { user: created, session: row, token, headers: { authorization: `Bearer ${token}` } }
}
