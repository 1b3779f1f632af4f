import { UI } from '@cnm/contracts'
import './logo.css'

export type LogoTone = 'light' | 'dark'

const INK: Record<LogoTone, string> = { light: '#ffffff', dark: '#000000' }
const { width, height } = UI.LOGO.desktop

/**
 * "CASTING N MODEL" wordmark. White over the home hero, black elsewhere (spec §2);
 * drawn at the desktop size and scaled to UI.LOGO.mobile by logo.css below `sm`.
 */
export function Logo({ tone }: { tone: LogoTone }) {
  const ink = INK[tone]
  return (
    <svg
      className="logo"
      data-tone={tone}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label="Casting N Model"
      fill={ink}
    >
      <text
        x="2"
        y="24"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="24"
        fontWeight="800"
        textLength={width - 4}
        lengthAdjust="spacingAndGlyphs"
      >
        CASTING
      </text>
      <rect x="2" y="29" width={width - 4} height="2" fill={UI.PRIMARY_COLOR} />
      <text
        x="2"
        y="51"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="18"
        fontWeight="700"
        textLength={width - 4}
        lengthAdjust="spacingAndGlyphs"
      >
        <tspan fill={UI.PRIMARY_COLOR}>N</tspan> MODEL
      </text>
    </svg>
  )
}
