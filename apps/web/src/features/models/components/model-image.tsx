import type { ModelImage as ModelImageData } from '@cnm/contracts'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { thumbHashToDataURL } from 'thumbhash'

/** Box of a card's cover: every card has the same shape, so nothing moves when images load. */
export const CARD_IMAGE = { width: 3, height: 4 } as const

/** Decoded placeholders, kept for the visit: a card seen again paints its own at once. */
const decoded = new Map<string, string | undefined>()

function placeholderUrl(placeholder: string): string | undefined {
  if (decoded.has(placeholder)) return decoded.get(placeholder)
  const url = decodePlaceholder(placeholder)
  decoded.set(placeholder, url)
  return url
}

function decodePlaceholder(placeholder: string): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(placeholder), (char) => char.charCodeAt(0))
    return thumbHashToDataURL(bytes)
  } catch {
    return undefined // a malformed hash only costs the placeholder, never the image
  }
}

export interface ModelImageProps {
  image: ModelImageData
  alt: string
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** Above the fold: load at once with high priority; otherwise lazily. */
  eager?: boolean
  className?: string
  /** Fixed box (cards) instead of the photo's own proportions (gallery). */
  box?: { width: number; height: number }
}

/**
 * A processed photo: WebP variants as srcset, intrinsic width/height (so the browser
 * reserves the box before any byte arrives: CLS 0) and the thumbhash painted behind it.
 */
export function ModelImage({ image, alt, sizes, eager = false, className, box }: ModelImageProps) {
  const imageRef = useRef<HTMLImageElement>(null)
  const background = usePlaceholder(image.placeholder, imageRef)
  const largest = image.variants.at(-1)
  const width = box?.width ?? image.width ?? largest?.width ?? CARD_IMAGE.width
  const height = box?.height ?? image.height ?? CARD_IMAGE.height
  if (!largest) return <span className={`model-image model-image--empty ${className ?? ''}`} />
  return (
    <img
      ref={imageRef}
      className={`model-image ${className ?? ''}`}
      src={largest.url}
      srcSet={image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      style={background ? { backgroundImage: `url(${background})` } : undefined}
    />
  )
}

/**
 * The thumbhash painted behind an image until it arrives. Decoding one takes a few
 * milliseconds of main thread, so a page of cards does not decode them while it renders (a
 * long task that delays the first click): each is decoded in a task of its own just after, and
 * not at all for an image already shown (from the cache).
 */
function usePlaceholder(
  placeholder: string | null,
  imageRef: RefObject<HTMLImageElement | null>,
): string | undefined {
  const [state, setState] = useState(() => ({
    placeholder,
    url: placeholder ? decoded.get(placeholder) : undefined,
  }))
  const url =
    state.placeholder === placeholder
      ? state.url
      : placeholder
        ? decoded.get(placeholder)
        : undefined
  useEffect(() => {
    if (!placeholder || url) return
    const task = setTimeout(() => {
      if (imageRef.current?.complete) return
      setState({ placeholder, url: placeholderUrl(placeholder) })
    })
    return () => clearTimeout(task)
  }, [placeholder, url, imageRef])
  return url
}
