import { MODEL_VIDEO_ACCEPT, MODEL_VIDEO_LIMITS, type ApplicationSelfTapes } from '@cnm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { UploadProgress } from '@/components/ui/upload-progress'
import { VideoPlayer } from '@/components/ui/video-player'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import type { VideoSending } from '@/lib/video-upload'
import { selfTapeKeys, uploadSelfTape, useApplicationSelfTapes } from '../api/self-tapes'

type Entry = ApplicationSelfTapes[number]

/** The applicant's self-tapes on one application (ADR 0053): nothing unless one was asked. */
export function SelfTapePanel({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('myCasting')
  const tapes = useApplicationSelfTapes(applicationId)
  if (!tapes.data || tapes.data.length === 0) return null
  return (
    <section className="mc-self-tapes" aria-labelledby="my-self-tapes-title">
      <h2 id="my-self-tapes-title">{t('selfTapes.mineTitle')}</h2>
      {tapes.data.map((entry) => (
        <RequestPanel key={entry.request.id} applicationId={applicationId} entry={entry} />
      ))}
    </section>
  )
}

function RequestPanel({ applicationId, entry }: { applicationId: number; entry: Entry }) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const message = useMessageText()
  const queryClient = useQueryClient()
  const fileRef = useRef<HTMLInputElement>(null)
  const [sending, setSending] = useState<VideoSending | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { request, video, open } = entry
  const inputId = `self-tape-file-${request.id}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const file = fileRef.current?.files?.[0]
    setError(null)
    if (!file) return setError(t('selfTapes.chooseFile'))
    if (file.size > MODEL_VIDEO_LIMITS.MAX_BYTES) return setError(t('selfTapes.tooLarge'))
    setSending({
      name: file.name,
      loaded: 0,
      total: file.size,
      startedAt: Date.now(),
      handle: null,
    })
    uploadSelfTape({
      applicationId,
      requestId: request.id,
      file,
      onStarted: (handle) => setSending((current) => current && { ...current, handle }),
      onProgress: ({ loaded, total }) =>
        setSending((current) => current && { ...current, loaded, total }),
    })
      .then(() => {
        if (fileRef.current) fileRef.current.value = ''
      })
      .catch((reason: unknown) => {
        if (reason instanceof DOMException && reason.name === 'AbortError') return
        setError(
          isApiError(reason) && !reason.code.startsWith('HTTP_') && reason.code !== 'NETWORK_ERROR'
            ? message(reason.message)
            : t('selfTapes.uploadFailed'),
        )
      })
      .finally(() => {
        setSending(null)
        void queryClient.invalidateQueries({ queryKey: selfTapeKeys.application(applicationId) })
      })
  }

  return (
    <article className="mc-self-tape">
      <p className="mc-self-tape__instructions">{request.instructions}</p>
      <p className="mc-row__meta">
        {t(open ? 'selfTapes.due' : 'selfTapes.closed', {
          date: format.dateTime(request.deadline),
        })}
        {request.scriptUrl && (
          <>
            {' · '}
            <a href={request.scriptUrl} target="_blank" rel="noreferrer">
              {t('selfTapes.openScript')}
            </a>
          </>
        )}
      </p>
      <p className="mc-row__meta" aria-live="polite">
        {video === null
          ? t('selfTapes.notAnswered')
          : video.status === 'failed'
            ? video.failureReason
              ? message(video.failureReason)
              : t('selfTapes.failed')
            : video.status === 'ready'
              ? video.seenAt
                ? t('selfTapes.answeredSeen')
                : t('selfTapes.answered')
              : t('selfTapes.processing')}
      </p>
      {video?.status === 'ready' && video.videoUrl && (
        <VideoPlayer
          videoUrl={video.videoUrl}
          video480Url={video.video480Url}
          posterUrl={video.posterUrl}
          label={t('selfTapes.yourAnswer')}
        />
      )}
      {sending ? (
        <UploadProgress
          id={`${inputId}-progress`}
          label={t('selfTapes.sending', { name: sending.name })}
          upload={sending}
          timeLeft={(minutes, seconds) => t('selfTapes.timeLeft', { minutes, seconds })}
          cancelLabel={t('selfTapes.cancelUpload')}
          onCancel={() => void sending.handle?.cancel()}
        />
      ) : (
        open && (
          <form className="mc-self-tape__form" onSubmit={submit}>
            <label className="field" htmlFor={inputId}>
              <span className="field__label">
                {video ? t('selfTapes.replaceFile') : t('selfTapes.file')}
              </span>
            </label>
            <input id={inputId} ref={fileRef} type="file" accept={MODEL_VIDEO_ACCEPT} />
            <p className="field__hint">{t('selfTapes.fileHint')}</p>
            <Button type="submit" size="sm">
              {t('selfTapes.upload')}
            </Button>
          </form>
        )
      )}
      {error && <Alert>{error}</Alert>}
    </article>
  )
}
