import { useTranslation } from 'react-i18next'
import { SMALL_VIDEO_MEDIA } from '@cnm/contracts'
import { useModelVideos } from '../api/model-videos'
import { videoLabel } from './intro-video-manager'

/**
 * The ready intro videos of a profile: each shows its poster and loads nothing until played.
 * A small screen (a phone) plays the 480p rendition, any other the 720p one: the browser
 * takes the first `<source>` whose media query matches (ADR 0052 addendum).
 */
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
              <video
                className="intro-videos__player"
                controls
                playsInline
                preload="none"
                poster={video.posterUrl ?? undefined}
                src={video.video480Url ? undefined : (video.videoUrl ?? undefined)}
                aria-label={videoLabel(t, video)}
              >
                {video.video480Url ? (
                  <>
                    <source src={video.video480Url} type="video/mp4" media={SMALL_VIDEO_MEDIA} />
                    <source src={video.videoUrl ?? undefined} type="video/mp4" />
                  </>
                ) : null}
              </video>
              <figcaption>{videoLabel(t, video)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
