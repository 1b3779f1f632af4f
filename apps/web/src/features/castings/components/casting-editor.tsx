import { EXAMINATION_STATUS, webPath, type CastingInput, WEB_ROUTES } from '@cnm/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { isApiError } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/current-user'
import { useMessageText } from '@/lib/messages'
import { useCasting } from '../api/get-casting'
import { useSaveCasting, type SavedCasting } from '../api/save-casting'
import { CastingForm } from './casting-form'
import { emptyCastingForm, formFromCasting } from './casting-form-values'

/** Client accounts post castings; publishing needs an approved one (examination status 3). */
export { mayPostCastings } from './casting-access'
const mayPublish = (user: { examinationStatus: number } | undefined) =>
  user?.examinationStatus === EXAMINATION_STATUS.APPROVAL

interface SavedState {
  saved?: 'draft'
}

/** /mypage/casting/new: saving creates the casting and goes on to its edit page or its page. */
export function NewCasting() {
  const { data: user } = useCurrentUser()
  const navigate = useNavigate()
  const save = useSaveCasting(null)
  const [held, setHeld] = useState<SavedCasting | null>(null)
  if (held) return <HeldNotice casting={held} />
  return (
    <CastingForm
      defaultValues={emptyCastingForm()}
      canPublish={mayPublish(user)}
      saving={save.isPending}
      onSave={(input: CastingInput, publish) => save.mutateAsync({ input, publish })}
      onSaved={(saved, published) => {
        if (published && saved.status === 'held') {
          setHeld(saved)
          return
        }
        // After the form is marked saved, so the unsaved-changes prompt does not ask.
        setTimeout(() => {
          if (published) void navigate(webPath(WEB_ROUTES.CASTING, { id: saved.id }))
          else
            void navigate(webPath(WEB_ROUTES.MYPAGE_CASTING_EDIT, { id: saved.id }), {
              replace: true,
              state: { saved: 'draft' } satisfies SavedState,
            })
        })
      }}
    />
  )
}

/** /mypage/casting/:id/edit: the same form filled in from the owner's view. */
export function EditCasting({ id }: { id: number }) {
  const { t } = useTranslation('castings')
  const { data: user } = useCurrentUser()
  const navigate = useNavigate()
  const location = useLocation()
  const { data: casting, isPending, isError, error } = useCasting(id)
  const save = useSaveCasting(id)
  const [held, setHeld] = useState<SavedCasting | null>(null)
  const [draftSaved, setDraftSaved] = useState(
    (location.state as SavedState | null)?.saved === 'draft',
  )
  if (isPending) return <DelayedFallback />
  if (isError || !casting.viewer.isOwner) {
    if (isError && !(isApiError(error) && error.status === 404)) throw error
    return (
      <Alert>
        {t('form.notFound')} <Link to={WEB_ROUTES.CASTINGS}>{t('detail.backToBoard')}</Link>
      </Alert>
    )
  }
  if (held) return <HeldNotice casting={held} />
  if (casting.status === 'closed') {
    return (
      <Alert tone="info">
        {t('form.closed')}{' '}
        <Link to={webPath(WEB_ROUTES.CASTING, { id })}>{t('form.viewCasting')}</Link>
      </Alert>
    )
  }
  return (
    <>
      {draftSaved && (
        <FocusedNotice>
          {t('form.draftSaved')}{' '}
          <Link to={webPath(WEB_ROUTES.CASTING, { id })}>{t('form.preview')}</Link>
        </FocusedNotice>
      )}
      {casting.status === 'held' && (
        <Alert tone="info">
          {t('owner.held')} {t('owner.heldReview')}
        </Alert>
      )}
      <CastingForm
        key={casting.id}
        defaultValues={formFromCasting(casting)}
        canPublish={mayPublish(user)}
        isPublished={casting.status !== 'draft'}
        bookedCount={casting.bookedCount}
        saving={save.isPending}
        onSave={(input, publish) => {
          setDraftSaved(false)
          return save.mutateAsync({ input, publish })
        }}
        onSaved={(saved) => {
          // Held now but not before: publishing, or an edit the money-asking rule caught.
          if (saved.status === 'held' && casting.status !== 'held') {
            setHeld(saved)
          } else if (saved.status !== 'draft') {
            setTimeout(() => void navigate(webPath(WEB_ROUTES.CASTING, { id: saved.id })))
          } else {
            setDraftSaved(true)
          }
        }}
      />
    </>
  )
}

/** After publishing: the money-asking rule (or another check) held the casting for staff. */
function HeldNotice({ casting }: { casting: SavedCasting }) {
  const { t } = useTranslation('castings')
  const message = useMessageText()
  return (
    <FocusedNotice>
      <p>{t('form.heldTitle')}</p>
      {casting.holdReason && (
        <p>{t('owner.holdReason', { reason: message(casting.holdReason) })}</p>
      )}
      <p>{t('owner.heldReview')}</p>
      <Link to={webPath(WEB_ROUTES.CASTING, { id: casting.id })}>{t('form.viewCasting')}</Link>
    </FocusedNotice>
  )
}

/** A status message that takes focus when it appears, so keyboard and screen-reader users land on it. */
function FocusedNotice({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} className="casting-form__notice">
      <Alert tone="info">{children}</Alert>
    </div>
  )
}
