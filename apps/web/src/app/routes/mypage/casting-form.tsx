import { useTranslation } from 'react-i18next'
import { Outlet, useParams } from 'react-router-dom'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { EmptyState } from '@/components/ui/empty-state'
import { PageTitle } from '@/components/ui/page-header'
import {
  EditCasting,
  mayPostCastings,
  NewCasting,
} from '@/features/castings/components/casting-editor'
import { useCurrentUser } from '@/lib/current-user'
import { NotFoundRoute } from '../not-found'

/**
 * /mypage/casting/new and /mypage/casting/:id/edit: client accounts only. Others are told
 * plainly what the page is for, as /mypage/model does for non-model accounts (ADR 0005).
 */
export function CastingFormLayout() {
  const { t } = useTranslation('castings')
  const { data: user, isPending } = useCurrentUser()
  if (isPending) return <DelayedFallback />
  if (!mayPostCastings(user)) {
    return (
      <EmptyState title={t('form.notAllowedTitle')}>
        <p>{t('form.notAllowedText')}</p>
      </EmptyState>
    )
  }
  return <Outlet />
}

export function NewCastingRoute() {
  const { t } = useTranslation('castings')
  return (
    <section aria-labelledby="casting-form-title">
      <PageTitle title={t('form.newTitle')} />
      <h1 id="casting-form-title">{t('form.newTitle')}</h1>
      <NewCasting />
    </section>
  )
}

export function EditCastingRoute() {
  const { t } = useTranslation('castings')
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />
  return (
    <section aria-labelledby="casting-form-title">
      <PageTitle title={t('form.editTitle')} />
      <h1 id="casting-form-title">{t('form.editTitle')}</h1>
      <EditCasting id={id} />
    </section>
  )
}
