import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { PageTitle } from '@/components/ui/page-header'
import { EditModel, NewModel } from '@/features/models/components/model-editor'
import { NotFoundRoute } from '../not-found'

export function NewModelRoute() {
  const { t } = useTranslation('models')
  return (
    <section aria-labelledby="model-form-title">
      <PageTitle title={t('mine.registerTitle')} />
      <h1 id="model-form-title">{t('mine.registerTitle')}</h1>
      <NewModel />
    </section>
  )
}

export function EditModelRoute() {
  const { t } = useTranslation('models')
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />
  return (
    <section aria-labelledby="model-form-title">
      <PageTitle title={t('mine.editTitle')} />
      <h1 id="model-form-title">{t('mine.editTitle')}</h1>
      <EditModel id={id} />
    </section>
  )
}
