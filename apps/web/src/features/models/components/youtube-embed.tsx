import type { ModelVideo } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Click-to-load: no YouTube request (and no third-party cookie) until the visitor asks
 * for the video; then a youtube-nocookie embed that starts playing.
 */
export function YoutubeEmbed({ video, title }: { video: ModelVideo; title: string }) {
  const { t } = useTranslation('models')
  const [loaded, setLoaded] = useState(false)
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}?autoplay=1`
  return (
    <div className="video">
      {loaded ? (
        <iframe
          className="video__frame"
          src={src}
          title={title}
          width={560}
          height={315}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video__play" onClick={() => setLoaded(true)}>
          <span aria-hidden="true" className="video__icon">
            ▶
          </span>
          <span>{t('profile.playVideo', { title })}</span>
        </button>
      )}
    </div>
  )
}
