import type { RankingRecomputation } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useNotifications } from '@/lib/notifications'
import {
  isRecomputing,
  useRankingRecomputation,
  useRequestRankingRecomputation,
} from '../api/ranking-recomputation'

/**
 * The dashboard's "AI rankings" panel (ADR 0029 addendum): when the ranking was last
 * computed, a button that queues a recomputation now (after hiding a profile or fixing
 * reviews), its progress while it waits or runs, and how it ended.
 */
export function RankingRecompute() {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const message = useMessageText()
  const { notify } = useNotifications()
  // The recomputation this page asked for; before that, the latest one (scheduled too).
  const [trackedId, setTrackedId] = useState<string | null>(null)
  const status = useRankingRecomputation(trackedId)
  const request = useRequestRankingRecomputation()
  const state = status.data
  const busy = isRecomputing(state)
  const requestError = request.error
    ? isApiError(request.error)
      ? message(request.error.message)
      : t('errors.generic')
    : null

  const recompute = () => {
    request.reset()
    request.mutate(undefined, {
      onSuccess: (answer) => {
        setTrackedId(answer.data.recomputation?.id ?? null)
        // Queued, or joined the one already waiting.
        notify(message(answer.message), 'success')
      },
    })
  }

  return (
    <section className="admin__panel" aria-labelledby="admin-rankings-title">
      <h3 id="admin-rankings-title" className="admin__panel-title">
        {t('rankings.title')}
      </h3>
      <p className="admin__lead">{t('rankings.lead')}</p>
      {status.isError && <Alert tone="error">{t('rankings.loadError')}</Alert>}
      {state && (
        <p>
          {state.lastComputedAt
            ? t('rankings.lastComputed', { at: format.dateTime(state.lastComputedAt) })
            : t('rankings.neverComputed')}
        </p>
      )}
      {state?.recomputation && <Outcome recomputation={state.recomputation} />}
      {requestError && <Alert tone="error">{requestError}</Alert>}
      <Button
        onClick={recompute}
        disabled={busy || status.isPending}
        pending={request.isPending}
        busyLabel={t('rankings.requesting')}
      >
        {busy ? t('rankings.inProgress') : t('rankings.recompute')}
      </Button>
    </section>
  )
}

function Outcome({ recomputation: job }: { recomputation: RankingRecomputation }) {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const at = (value: string | null) => (value ? format.dateTime(value) : '–')
  switch (job.status) {
    case 'queued':
      return (
        <Alert tone="info">
          {t('rankings.status.queued', { at: at(job.queuedAt) })}
          {job.error && ` ${t('rankings.status.retrying', { error: job.error })}`}
        </Alert>
      )
    case 'running':
      return <Alert tone="info">{t('rankings.status.running', { at: at(job.startedAt) })}</Alert>
    case 'done':
      return (
        <Alert tone="success">
          {t('rankings.status.done', {
            at: at(job.finishedAt),
            rows: format.number(job.rows ?? 0),
            removed: format.number(job.removed ?? 0),
          })}
        </Alert>
      )
    case 'failed':
      return (
        <Alert tone="error">
          {t('rankings.status.failed', { at: at(job.finishedAt), error: job.error ?? '–' })}
        </Alert>
      )
  }
}
