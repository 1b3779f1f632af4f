import {
  APPLICATION_LIMITS,
  APPLICATION_STATUS_VALUES,
  WEB_ROUTES,
  type ApplicationStatus,
  type CastingDetail,
  type ModelOwnerSummary,
} from '@cnm/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useSession, useSessionActions } from '@/lib/session'
import { useApply, useMyProfiles } from '../api/apply'

/** Reasons the API gives (cannotApplyReason) that mean "no published profile yet". */
const NO_PROFILE_REASONS = ['MODEL_PROFILE_REQUIRED', 'NO_PUBLISHED_PROFILE']

const isApplicationStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUS_VALUES as readonly string[]).includes(value)

/**
 * The Apply box of a casting for everyone but its owner: closed, guest (sign in, then the
 * same page), no published profile (how to make one), already applied (the status), or the
 * Apply button that opens the dialog.
 */
export function ApplyPanel({ casting }: { casting: CastingDetail }) {
  const { t } = useTranslation('castings')
  const { signedIn } = useSession()
  const { openAuthModal } = useSessionActions()
  const [applying, setApplying] = useState(false)
  const { viewer } = casting
  // The caller's profiles: to choose one, and to name those it applied with.
  const profiles = useMyProfiles(signedIn && (viewer.canApply || viewer.myApplications.length > 0))
  const closed =
    casting.status === 'closed' || Date.parse(casting.applicationDeadline) <= Date.now()
  const published = (profiles.data?.items ?? []).filter((p) => p.status === 'published')
  const appliedIds = new Set(viewer.myApplications.map((a) => a.modelProfileId))
  const available = published.filter((p) => !appliedIds.has(p.id))
  const nameOf = (id: number) =>
    profiles.data?.items.find((p) => p.id === id)?.stageName ?? t('apply.profileNumber', { id })

  let body
  if (closed) {
    // A client that left will not reopen it (ADR 0032): applicants read why.
    body = (
      <p>{t(casting.closedReason === 'account_closed' ? 'apply.closedAccount' : 'apply.closed')}</p>
    )
  } else if (!signedIn) {
    body = (
      <>
        <p>{t('apply.guest')}</p>
        <Button onClick={() => openAuthModal('signIn')}>{t('apply.signIn')}</Button>
      </>
    )
  } else if (profiles.isPending && viewer.canApply) {
    body = <p>{t('apply.loading')}</p>
  } else if (viewer.canApply && available.length > 0) {
    body = (
      <Button onClick={() => setApplying(true)}>
        {viewer.myApplications.length > 0 ? t('apply.another') : t('apply.open')}
      </Button>
    )
  } else if (
    viewer.myApplications.length === 0 &&
    ((viewer.cannotApplyReason !== null && NO_PROFILE_REASONS.includes(viewer.cannotApplyReason)) ||
      (viewer.canApply && published.length === 0))
  ) {
    body = (
      <>
        <p>{t('apply.noProfile')}</p>
        <Link className="btn btn--outline btn--md" to={WEB_ROUTES.MYPAGE_MODEL_NEW}>
          {t('apply.createProfile')}
        </Link>
      </>
    )
  } else if (viewer.myApplications.length === 0) {
    body = <p>{t('apply.notAllowed')}</p>
  }

  return (
    <section className="casting-detail__panel" aria-labelledby="apply-title">
      <h2 id="apply-title">{t('apply.title')}</h2>
      {viewer.myApplications.length > 0 && (
        <ul>
          {viewer.myApplications.map((application) => (
            <li key={application.id}>
              {t('apply.appliedWith', {
                name: nameOf(application.modelProfileId),
                status: isApplicationStatus(application.status)
                  ? t(`status.${application.status}`)
                  : application.status,
              })}
            </li>
          ))}
        </ul>
      )}
      {body}
      <Modal open={applying} onClose={() => setApplying(false)} title={t('apply.dialogTitle')}>
        <ApplyForm
          castingId={casting.id}
          title={casting.title}
          profiles={available}
          onClose={() => setApplying(false)}
        />
      </Modal>
    </section>
  )
}

function ApplyForm({
  castingId,
  title,
  profiles,
  onClose,
}: {
  castingId: number
  title: string
  profiles: ModelOwnerSummary[]
  onClose: () => void
}) {
  const { t } = useTranslation('castings')
  const format = useFormat()
  const message = useMessageText()
  const apply = useApply(castingId)
  const noteId = useId()
  const [modelId, setModelId] = useState<number | null>(
    profiles.length === 1 ? profiles[0]!.id : null,
  )
  const [note, setNote] = useState('')
  const [missingProfile, setMissingProfile] = useState(false)

  if (apply.isSuccess) {
    return (
      <>
        <Alert tone="success">{t('apply.sent', { title })}</Alert>
        <div className="casting-apply__actions">
          <Button onClick={onClose} autoFocus>
            {t('apply.done')}
          </Button>
        </div>
      </>
    )
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (modelId === null) {
          setMissingProfile(true)
          return
        }
        apply.mutate({ modelId, note: note.trim() })
      }}
    >
      <fieldset
        className="casting-apply__profiles"
        aria-describedby={missingProfile ? 'apply-profile-error' : undefined}
      >
        <legend>{t('apply.chooseProfile')}</legend>
        {profiles.map((profile) => (
          <label key={profile.id} className="field__check">
            <input
              type="radio"
              name="modelId"
              value={profile.id}
              checked={modelId === profile.id}
              onChange={() => {
                setModelId(profile.id)
                setMissingProfile(false)
              }}
            />
            {profile.stageName}
          </label>
        ))}
        {missingProfile && (
          <p id="apply-profile-error" className="field__error">
            {t('apply.profileRequired')}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={noteId}>
          {t('apply.note')}
        </label>
        <textarea
          id={noteId}
          className="field__input field__input--area"
          rows={5}
          maxLength={APPLICATION_LIMITS.NOTE_MAX}
          value={note}
          aria-describedby={`${noteId}-count`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${noteId}-count`} className="field__hint">
          {t('apply.noteCount', {
            used: format.number(note.length),
            max: format.number(APPLICATION_LIMITS.NOTE_MAX),
          })}
        </p>
      </div>
      {apply.isError && (
        <Alert>{isApiError(apply.error) ? message(apply.error.message) : t('apply.failed')}</Alert>
      )}
      <div className="casting-apply__actions">
        <Button variant="ghost" onClick={onClose}>
          {t('apply.cancel')}
        </Button>
        <Button type="submit" pending={apply.isPending} busyLabel={t('apply.sending')}>
          {t('apply.send')}
        </Button>
      </div>
    </form>
  )
}
