// Input formats shared by the contracts' schemas and the web forms (spec §5).

// Spec §5: word characters and hyphens, an @, a domain, ending in 2-4 letters.
// Dots are allowed between word/hyphen groups on both sides (first.last@mail.example.co.kr),
// never leading, trailing or doubled. `+` and other symbols are rejected, as the spec lists none.
export const EMAIL_PATTERN = /^[\w-]+(?:\.[\w-]+)*@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,4}$/

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*'
// Spec §5: 8-16 characters from letters, digits and !@#$%^&*, at least one of each class.
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,16}$/

export const CODE_PATTERN = /^\d{6}$/
// Digits with optional spaces or hyphens as typed; the API normalises before sending SMS.
export const PHONE_NUMBER_PATTERN = /^\d[\d -]*\d$/
export const COUNTRY_CODE_PATTERN = /^\d{1,4}$/
// Loose on purpose: a scheme is optional, a dotted host is not.
export const HOMEPAGE_PATTERN = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/

// Spec §5 mentions a YouTube watch-link pattern; the marketplace's model profiles take one.
// Both the long and the short link forms carry the 11-character video id (group 1 or 2).
export const YOUTUBE_WATCH_PATTERN =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/watch\?(?:[\w-]+=[\w%.-]*&)*v=([\w-]{11})(?:&[\w-]+=[\w%.-]*)*|youtu\.be\/([\w-]{11})(?:\?[\w%=&.-]*)?)$/

export const extractYoutubeVideoId = (url: string): string | null => {
  const match = YOUTUBE_WATCH_PATTERN.exec(url.trim())
  return match ? (match[1] ?? match[2] ?? null) : null
}
