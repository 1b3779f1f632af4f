import { useTranslation } from 'react-i18next'
import { VideoPlayer } from '@/components/ui/video-player'
import { useModelVideos } from '../api/model-videos'
import { videoLabel } from './intro-video-manager'

/** The ready intro videos of a profile: each shows its poster and loads nothing until played. */
export function IntroVideos({ modelId }: { modelId: number }) {
  const { t } = useTranslation('models')
  const videos = useModelVideos(modelId)
  const ready = (videos.data ?? []).filter((video) => video.status === 'ready' && video.videoUrl)
  if (ready.length === 0) return null
  return (
    <section aria-labelledby="model-intro-videos">
      <h2 id="model-intro-videos">{t('videos.title')}</h2>
      <ul className="intro-videos__player-list">
        {ready.map((video) => (
          <li key={video.id}>
            <figure className="intro-videos__figure">
              <VideoPlayer
                className="intro-videos__player"
                videoUrl={video.videoUrl ?? ''}
                video480Url={video.video480Url}
                posterUrl={video.posterUrl}
                label={videoLabel(t, video)}
              />
              <figcaption>{videoLabel(t, video)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
