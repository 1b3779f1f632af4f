import { SMALL_VIDEO_MEDIA } from '@cnm/contracts'

/**
 * A processed video (ADR 0052) as every page plays it: its poster until played, nothing
 * loaded before (preload="none"), the 480p file on a small screen (a phone) and the 720p one
 * elsewhere; the browser takes the first `<source>` whose media query matches.
 */
export function VideoPlayer({
  videoUrl,
  video480Url,
  posterUrl,
  label,
  className,
}: {
  videoUrl: string
  video480Url: string | null
  posterUrl: string | null
  label: string
  className?: string
}) {
  return (
    <video
      className={className}
      controls
      playsInline
      preload="none"
      poster={posterUrl ?? undefined}
      src={video480Url ? undefined : videoUrl}
      aria-label={label}
    >
      {video480Url ? (
        <>
          <source src={video480Url} type="video/mp4" media={SMALL_VIDEO_MEDIA} />
          <source src={videoUrl} type="video/mp4" />
        </>
      ) : null}
    </video>
  )
}
