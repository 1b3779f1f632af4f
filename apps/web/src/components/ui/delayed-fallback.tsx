import { UI } from '@cnm/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import './delayed-fallback.css'

/**
 * Loading indicator that stays invisible for UI.LAZY_FALLBACK_DELAY_MS, so fast loads
 * never flash a spinner, and then waits as long as it takes (spec §9: no timeout).
 */
export function DelayedFallback({
  label,
  delayMs = UI.LAZY_FALLBACK_DELAY_MS,
  variant = 'block',
}: {
  label?: string
  delayMs?: number
  /** `overlay` pins a small spinner to the top while the current page stays visible. */
  variant?: 'block' | 'overlay'
}) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])

  if (!visible) return null
  return (
    <div className={`delayed-fallback delayed-fallback--${variant}`} role="status">
      <span className="delayed-fallback__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  )
}
