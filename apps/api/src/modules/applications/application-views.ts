// Application rows -> the contracts' shapes. The profile part reuses the models module's
// card (cover image, age, minors' rules of ADR 0015), so an applicant card and a directory
// card never disagree about what a client may see of a model.
import { acrossBeforeBooking, type CrossingReader, cancellationOf } from '../threads/index.js'
import {
  needsGuardianOn,
  type Applicant,
  type ApplicationStatus,
  type MyApplication,
} from '@cnm/contracts'
import { Prisma } from '../../generated/prisma/client.js'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'
import {
  toDateOnly,
  CARD_COLUMNS,
  CARD_JOINS,
  toCard,
  type CardRow,
} from '../../lib/read-models/model-card.js'
import { bookingCancellable } from './application-rules.js'
import {
  CASTING_CARD_COLUMNS,
  CASTING_CARD_JOINS,
  toCastingCard,
  type CastingCardRow,
} from '../../lib/read-models/casting-card.js'

/** Columns of an application `a` with its profile card, gender and thread. */
export const APPLICATION_COLUMNS = Prisma.sql`
    a.id AS a_id, a.casting_id AS a_casting_id, a.status::text AS a_status, a.note AS a_note,
    a.client_note AS a_client_note, a.created_at AS a_created_at,
    a.status_changed_at AS a_status_changed_at, a.applicant_id AS a_applicant_id,
    a.cancelled_at AS a_cancelled_at, a.cancelled_by_id AS a_cancelled_by_id,
    a.cancel_reason AS a_cancel_reason,
    ac.filming_date AS ac_filming_date, ac.completed_at AS ac_completed_at,
    t.id AS t_id, t.client_unread AS t_client_unread, t.model_unread AS t_model_unread,
    g.id AS gender_id, g.value AS gender_value,
    p.guardian_consent_at AS p_guardian_consent_at, p.archived_at AS p_archived_at,
    ${CARD_COLUMNS}`

export const APPLICATION_JOINS = Prisma.sql`
    JOIN castings ac ON ac.id = a.casting_id
    JOIN model_profiles p ON p.id = a.model_profile_id
    ${CARD_JOINS}
    LEFT JOIN info_items g ON g.id = p.gender_id
    LEFT JOIN message_threads t ON t.application_id = a.id`

/** The applicant's rows also carry the casting's card. */
export const MY_APPLICATION_COLUMNS = Prisma.sql`${APPLICATION_COLUMNS}, ${CASTING_CARD_COLUMNS}`
export const MY_APPLICATION_JOINS = Prisma.sql`
    ${APPLICATION_JOINS}
    JOIN castings c ON c.id = a.casting_id
    ${CASTING_CARD_JOINS}`

export interface ApplicationRow extends CardRow {
  a_id: number
  a_casting_id: number
  a_status: ApplicationStatus
  a_note: string
  a_client_note: string
  a_created_at: Date
  a_status_changed_at: Date
  a_applicant_id: number
  a_cancelled_at: Date | null
  a_cancelled_by_id: number | null
  a_cancel_reason: string | null
  ac_filming_date: Date | null
  ac_completed_at: Date | null
  t_id: number | null
  t_client_unread: number | null
  t_model_unread: number | null
  gender_id: number | null
  gender_value: string | null
  p_guardian_consent_at: Date | null
  p_archived_at: Date | null
}

/** Under 19 a booking rests on the guardian's consent (ADR 0035). */
export function guardianConsentOf(
  profile: { birthDate: Date | null; guardianConsentAt: Date | null },
  today: Date,
): 'not_needed' | 'given' | 'missing' {
  const birthDate = toDateOnly(profile.birthDate)
  if (birthDate === null || !needsGuardianOn(birthDate, today)) return 'not_needed'
  return profile.guardianConsentAt === null ? 'missing' : 'given'
}

export type MyApplicationRow = ApplicationRow & CastingCardRow

/** Who cancelled a booking, from the row (cancellation.ts). */
const cancellationOfRow = (row: ApplicationRow) =>
  cancellationOf({
    status: row.a_status,
    cancelledAt: row.a_cancelled_at,
    cancelledById: row.a_cancelled_by_id,
    cancelReason: row.a_cancel_reason,
    modelSideUserId: row.a_applicant_id,
  })

/** Whether the booking can still be cancelled now (application-rules.ts). */
const cancellableNow = (row: ApplicationRow, now: Date): boolean =>
  bookingCancellable(
    row.a_status,
    { filmingDate: row.ac_filming_date, completedAt: row.ac_completed_at },
    now,
  )

/**
 * Contact details written before a booking are open to the other side once the application is
 * booked, and stay so after a cancellation (it was written while they were), as in threads.
 */
const contactsOpenFor = (status: string): boolean => status === 'booked' || status === 'cancelled'

/**
 * The card a casting's owner sees (never shown to the applicant: it has the private note).
 * `viewerIsClient`: false for an administrator, who reads it but cannot cancel.
 */
export function toApplicant(
  row: ApplicationRow,
  today: Date,
  photoUrl: PhotoUrl,
  viewerIsClient = true,
  reader: CrossingReader | null = null,
): Applicant {
  const card = toCard(row, today, photoUrl)
  // A profile archived when its owner left (ADR 0032) may still hold its data as evidence for
  // an open report; the client reads a deleted account: no name, photo or facts.
  const departed = row.p_archived_at !== null
  return {
    id: row.a_id,
    status: row.a_status,
    // The applicant wrote it for the client: contact details wait for the booking (finding 9).
    note: acrossBeforeBooking(
      row.a_note,
      contactsOpenFor(row.a_status),
      viewerIsClient ? reader : null,
    ),
    clientNote: row.a_client_note,
    profile: departed
      ? {
          id: card.id,
          stageName: '',
          cover: null,
          age: null,
          heightCm: null,
          city: null,
          gender: null,
          reviewed: false,
          departed,
        }
      : {
          id: card.id,
          stageName: card.stageName,
          cover: card.cover,
          age: card.age,
          heightCm: card.heightCm,
          city: card.city,
          gender:
            row.gender_id !== null && row.gender_value !== null
              ? { id: row.gender_id, value: row.gender_value }
              : null,
          reviewed: card.reviewed,
          departed,
        },
    threadId: row.t_id,
    unreadMessages: row.t_client_unread ?? 0,
    createdAt: row.a_created_at.toISOString(),
    statusChangedAt: row.a_status_changed_at.toISOString(),
    cancellation: cancellationOfRow(row),
    canCancel: viewerIsClient && cancellableNow(row, today),
    guardianConsent: guardianConsentOf(
      { birthDate: row.birth_date, guardianConsentAt: row.p_guardian_consent_at },
      today,
    ),
  }
}

/** The applicant's own row (My Casting): their profile under its full name, no client note. */
export function toMyApplication(
  row: MyApplicationRow,
  today: Date,
  photoUrl: PhotoUrl,
): MyApplication {
  const card = toCard(row, today, photoUrl)
  return {
    id: row.a_id,
    status: row.a_status,
    note: row.a_note,
    casting: toCastingCard(row),
    profile: { id: card.id, stageName: row.stage_name, cover: card.cover },
    threadId: row.t_id,
    unreadMessages: row.t_model_unread ?? 0,
    canWithdraw: row.a_status === 'submitted',
    createdAt: row.a_created_at.toISOString(),
    statusChangedAt: row.a_status_changed_at.toISOString(),
    cancellation: cancellationOfRow(row),
    canCancel: cancellableNow(row, today),
  }
}
