import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'

/** Why a page could not load: the server's words, or "could not load" when none came back. */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('myCasting')
  const message = useMessageText()
  return (
    <Alert>
      {isApiError(error) && error.status !== 0 ? message(error.message) : t('loadFailed')}
    </Alert>
  )
}

/** A page of one record: "Loading…", then the failure or the record. */
export function QueryGate<Data>({
  query,
  children,
}: {
  query: { data: Data | undefined; isPending: boolean; isError: boolean; error: unknown }
  children: (data: Data) => ReactNode
}) {
  const { t } = useTranslation('myCasting')
  if (query.isPending) return <p role="status">{t('loading')}</p>
  if (query.isError || query.data === undefined) return <LoadFailure error={query.error} />
  return children(query.data)
}
