// Tells users of a booking event in-app and by e-mail in each one's saved language (issue #28):
// the usage-ended notice and its answers (ADR 0056), a resolved pay case (ADR 0046 addendum).
// The notification is marked e-mailed, so the digest job does not mail it a second time; an
// account that left the platform (no address) gets neither.
import { DEFAULT_LANGUAGE, isLanguage, type AgreementEvent, type Language } from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'
import { renderEmail } from '../../lib/email-layout.js'
import { notify } from '../../lib/notify.js'
import { enqueueEmail } from '../../lib/outbox/enqueue.js'

export interface EmailWording {
  subject: string
  paragraphs: string[]
}

export interface Telling {
  userId: number
  agreementId: number
  title: string
  event: AgreementEvent
  /** More payload for the in-app line (dates, a note). */
  extra?: Record<string, string | number | null>
  wording: Record<Language, EmailWording>
}

/** Answers how many e-mails were queued (the caller wakes the outbox when any were). */
export async function tellWithEmail(
  tx: Prisma.TransactionClient,
  kind: string,
  tellings: readonly Telling[],
): Promise<number> {
  if (tellings.length === 0) return 0
  const users = await tx.user.findMany({
    where: { id: { in: tellings.map((one) => one.userId) }, deletedAt: null },
    select: { id: true, email: true, language: true },
  })
  const byId = new Map(users.map((user) => [user.id, user]))
  let queued = 0
  for (const one of tellings) {
    const user = byId.get(one.userId)
    if (!user) continue
    await notify(tx, {
      userId: one.userId,
      kind: 'agreement',
      payload: { agreementId: one.agreementId, title: one.title, event: one.event, ...one.extra },
      emailed: true,
    })
    if (!user.email) continue
    const language: Language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE
    const wording = one.wording[language]
    const rendered = renderEmail({
      language,
      title: wording.subject,
      paragraphs: wording.paragraphs,
    })
    await enqueueEmail(tx, {
      kind,
      to: user.email,
      subject: wording.subject,
      text: rendered.text,
      html: rendered.html,
    })
    queued += 1
  }
  return queued
}
