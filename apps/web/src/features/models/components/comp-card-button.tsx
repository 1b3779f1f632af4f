import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useDownloadCompCard } from '../api/download-comp-card'

/** Downloads a profile's comp card (A5 PDF, issue #29); says so when it could not. */
export function CompCardButton({
  modelId,
  name,
  size,
}: {
  modelId: number
  name: string
  size?: 'sm'
}) {
  const { t } = useTranslation('models')
  const download = useDownloadCompCard()
  return (
    <>
      <Button
        size={size}
        variant="outline"
        disabled={download.isPending}
        onClick={() => download.mutate({ id: modelId, fileName: t('compCard.fileName', { name }) })}
      >
        {download.isPending ? t('compCard.preparing') : t('compCard.download')}
      </Button>
      {download.isError && (
        <span role="alert" className="field__error">
          {t('compCard.failed')}
        </span>
      )}
    </>
  )
}
