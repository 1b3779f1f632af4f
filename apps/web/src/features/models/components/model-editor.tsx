import { WEB_ROUTES, webPath } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { isApiError } from '@/lib/api-client'
import { useMyModel } from '../api/get-my-model'
import { useCreateModel, useUpdateModel } from '../api/save-model'
import { ModelForm } from './model-form'
import { HiddenByAdminAlert } from './hidden-by-admin-alert'
import { emptyModelForm, formFromOwnerView, updateBody } from './model-form-values'
import { PhotoManager } from './photo-manager'
import { IntroVideoManager } from './intro-video-manager'
import './models.css'

export const PHOTOS_STEP = 'photos'

/** /mypage/model/new: the form; saving creates a draft and goes on to its photos. */
export function NewModel() {
  const { t } = useTranslation('models')
  const navigate = useNavigate()
  const create = useCreateModel()
  return (
    <ModelForm
      defaultValues={emptyModelForm()}
      saving={create.isPending}
      submitLabel={t('form.saveAndPhotos')}
      extraSteps={[{ id: PHOTOS_STEP, label: t('form.steps.photos') }]}
      renderExtraStep={() => <p className="field__hint">{t('photos.saveFirst')}</p>}
      onSave={async (values) => {
        const model = await create.mutateAsync(values)
        // After the form is marked saved, so the unsaved-changes prompt does not ask.
        setTimeout(
          () =>
            void navigate(
              `${webPath(WEB_ROUTES.MYPAGE_MODEL_EDIT, { id: model.id })}?step=${PHOTOS_STEP}`,
              { replace: true },
            ),
        )
      }}
    />
  )
}

/** /mypage/model/:id/edit: the same form filled in, plus the photo manager as a step. */
export function EditModel({ id }: { id: number }) {
  const { t } = useTranslation('models')
  const [params] = useSearchParams()
  const { data: model, isPending, isError, error } = useMyModel(id)
  const update = useUpdateModel(id)
  if (isPending) return <DelayedFallback />
  if (isError) {
    return (
      <Alert>
        {isApiError(error) && error.status === 404 ? t('mine.notFound') : t('list.error')}{' '}
        <Link to={WEB_ROUTES.MYPAGE_MODEL}>{t('mine.backToList')}</Link>
      </Alert>
    )
  }
  return (
    <>
      {model.hiddenByAdmin && <HiddenByAdminAlert hidden={model.hiddenByAdmin} />}
      <ModelForm
        key={model.id}
        defaultValues={formFromOwnerView(model)}
        saving={update.isPending}
        submitLabel={t('form.save')}
        initialStep={params.get('step') ?? undefined}
        extraSteps={[{ id: PHOTOS_STEP, label: t('form.steps.photos') }]}
        renderExtraStep={() => (
          <>
            <PhotoManager model={model} />
            <IntroVideoManager modelId={model.id} />
          </>
        )}
        onSave={(values, changed) => update.mutateAsync(updateBody(values, changed.guardian))}
      />
    </>
  )
}
