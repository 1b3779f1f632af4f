import type { CastingSelfTapes } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { VideoPlayer } from '@/components/ui/video-player'
import { useFormat } from '@/lib/format'
import { useCastingSelfTapes, useMarkSelfTapeSeen } from '../api/self-tapes'
import { SelfTapeRequestDialog } from './self-tape-request-dialog'

type Entry = CastingSelfTapes[number]

/**
 * The casting owner's self-tapes (ADR 0053): ask the shortlisted applicants for one, then
 * watch the answers side by side (poster until played) and mark each seen.
 */
export function SelfTapesSection({ castingId }: { castingId: number }) {
  const { t } = useTranslation('myCasting')
  const tapes = useCastingSelfTapes(castingId)
  const [asking, setAsking] = useState(false)
  return (
    <section className="mc-self-tapes" aria-labelledby="self-tapes-title">
      <h2 id="self-tapes-title">{t('selfTapes.title')}</h2>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
        {t('selfTapes.ask')}
      </Button>
      {tapes.isError && <Alert>{t('selfTapes.loadFailed')}</Alert>}
      {tapes.data?.map((entry) => (
        <RequestAnswers key={entry.request.id} castingId={castingId} entry={entry} />
      ))}
      {asking && <SelfTapeRequestDialog castingId={castingId} onClose={() => setAsking(false)} />}
    </section>
  )
}

function RequestAnswers({ castingId, entry }: { castingId: number; entry: Entry }) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const seen = useMarkSelfTapeSeen(castingId)
  const { request, answers } = entry
  return (
    <article
      className="mc-self-tape"
      aria-label={t('selfTapes.requestOf', { date: format.dateTime(request.createdAt) })}
    >
      <p className="mc-self-tape__instructions">{request.instructions}</p>
      <p className="mc-row__meta">
        {t('selfTapes.due', { date: format.dateTime(request.deadline) })}
        {request.scriptUrl && (
          <>
            {' · '}
            <a href={request.scriptUrl} target="_blank" rel="noreferrer">
              {t('selfTapes.openScript')}
            </a>
          </>
        )}
      </p>
      {answers.length === 0 && <p>{t('selfTapes.nobodyAsked')}</p>}
      <ul className="mc-self-tape__grid">
        {answers.map((answer) => (
          <li key={answer.applicationId} className="mc-self-tape__answer">
            <p className="mc-card__name">{answer.stageName}</p>
            {answer.video?.videoUrl ? (
              <>
                <VideoPlayer
                  videoUrl={answer.video.videoUrl}
                  video480Url={answer.video.video480Url}
                  posterUrl={answer.video.posterUrl}
                  label={t('selfTapes.answerOf', { name: answer.stageName })}
                />
                {answer.video.seenAt ? (
                  <p className="mc-row__meta">{t('selfTapes.seen')}</p>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    pending={
                      seen.isPending && seen.variables.applicationId === answer.applicationId
                    }
                    onClick={() =>
                      seen.mutate({ requestId: request.id, applicationId: answer.applicationId })
                    }
                  >
                    {t('selfTapes.markSeen')}
                  </Button>
                )}
              </>
            ) : (
              <p className="mc-row__meta">{t('selfTapes.noAnswer')}</p>
            )}
          </li>
        ))}
      </ul>
    </article>
  )
}
