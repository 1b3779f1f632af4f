import {
  MODEL_VIDEO_ACCEPT,
  MODEL_VIDEO_KINDS,
  MODEL_VIDEO_LIMITS,
  type IntroVideo,
  type ModelVideoKind,
} from '@cnm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { UploadProgress } from '@/components/ui/upload-progress'
import { isApiError } from '@/lib/api-client'
import type { VideoSending } from '@/lib/video-upload'
import {
  uploadModelVideo,
  useDeleteModelVideo,
  useModelVideos,
  videoKeys,
} from '../api/model-videos'

/** "Intro videos" of the profile editor: up to 3, resumable upload, title, delete. */
export function IntroVideoManager({ modelId }: { modelId: number }) {
  const { t } = useTranslation('models')
  const queryClient = useQueryClient()
  const videos = useModelVideos(modelId)
  const remove = useDeleteModelVideo(modelId)
  const fileRef = useRef<HTMLInputElement>(null)
  const [kind, setKind] = useState<ModelVideoKind>('intro')
  const [title, setTitle] = useState('')
  const [sending, setSending] = useState<VideoSending | null>(null)
  const [error, setError] = useState<string | null>(null)
  const list = videos.data ?? []
  const full =
    list.filter((video) => video.status !== 'failed').length >= MODEL_VIDEO_LIMITS.PER_PROFILE
  const refresh = () => queryClient.invalidateQueries({ queryKey: videoKeys.list(modelId) })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const file = fileRef.current?.files?.[0]
    setError(null)
    if (!file) return setError(t('videos.chooseFile'))
    if (kind === 'other' && !title.trim()) return setError(t('videos.titleNeeded'))
    if (file.size > MODEL_VIDEO_LIMITS.MAX_BYTES) return setError(t('videos.tooLarge'))
    setSending({
      name: file.name,
      loaded: 0,
      total: file.size,
      startedAt: Date.now(),
      handle: null,
    })
    uploadModelVideo({
      modelId,
      file,
      kind,
      title: kind === 'other' ? title.trim() : null,
      onStarted: (handle) => setSending((current) => current && { ...current, handle }),
      onProgress: ({ loaded, total }) =>
        setSending((current) => current && { ...current, loaded, total }),
    })
      .then(() => {
        if (fileRef.current) fileRef.current.value = ''
        setTitle('')
      })
      .catch((reason: unknown) => {
        if (reason instanceof DOMException && reason.name === 'AbortError') return
        setError(
          isApiError(reason) && !reason.code.startsWith('HTTP_') && reason.code !== 'NETWORK_ERROR'
            ? reason.message
            : t('videos.uploadFailed'),
        )
      })
      .finally(() => {
        setSending(null)
        void refresh()
      })
  }

  return (
    <section className="intro-videos" aria-labelledby="intro-videos-title">
      <h2 id="intro-videos-title">{t('videos.title')}</h2>
      <p className="field__hint">{t('videos.hint', { max: MODEL_VIDEO_LIMITS.PER_PROFILE })}</p>
      {list.length === 0 && !videos.isPending && <p>{t('videos.empty')}</p>}
      <ul className="intro-videos__list">
        {list.map((video) => (
          <li key={video.id} className="intro-videos__item">
            <span className="intro-videos__name">{videoLabel(t, video)}</span>
            <span className="intro-videos__status">
              {video.status === 'failed'
                ? (video.failureReason ?? t('videos.status.failed'))
                : t(`videos.status.${video.status}`)}
            </span>
            <Button
              variant="outline"
              size="sm"
              pending={remove.isPending && remove.variables === video.id}
              onClick={() => remove.mutate(video.id)}
              aria-label={t('videos.deleteOne', { name: videoLabel(t, video) })}
            >
              {t('videos.delete')}
            </Button>
          </li>
        ))}
      </ul>
      {sending ? (
        <UploadProgress
          id={'intro-video-progress'}
          label={t('videos.sending', { name: sending.name })}
          upload={sending}
          timeLeft={(minutes, seconds) => t('videos.timeLeft', { minutes, seconds })}
          cancelLabel={t('videos.cancel')}
          onCancel={() => void sending.handle?.cancel()}
        />
      ) : full ? (
        <p>{t('videos.full', { max: MODEL_VIDEO_LIMITS.PER_PROFILE })}</p>
      ) : (
        <form className="intro-videos__form" onSubmit={submit}>
          <label className="field">
            <span className="field__label">{t('videos.file')}</span>
            <input ref={fileRef} type="file" accept={MODEL_VIDEO_ACCEPT} />
          </label>
          <label className="field">
            <span className="field__label">{t('videos.kind')}</span>
            <select
              value={kind}
              onChange={(event) => setKind(event.target.value as ModelVideoKind)}
            >
              {MODEL_VIDEO_KINDS.map((option) => (
                <option key={option} value={option}>
                  {t(`videos.kinds.${option}`)}
                </option>
              ))}
            </select>
          </label>
          {kind === 'other' && (
            <label className="field">
              <span className="field__label">{t('videos.ownTitle')}</span>
              <input
                value={title}
                maxLength={MODEL_VIDEO_LIMITS.TITLE_MAX}
                onChange={(event) => setTitle(event.target.value)}
              />
            </label>
          )}
          <Button type="submit">{t('videos.upload')}</Button>
        </form>
      )}
      {error && <Alert>{error}</Alert>}
    </section>
  )
}

type Translate = ReturnType<typeof useTranslation<'models'>>['t']

export const videoLabel = (t: Translate, video: Pick<IntroVideo, 'kind' | 'title'>) =>
  video.kind === 'other' && video.title ? video.title : t(`videos.kinds.${video.kind}`)
