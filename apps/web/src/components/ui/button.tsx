import type { ButtonHTMLAttributes, Ref } from 'react'
import './button.css'

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'text' | 'danger'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: 'sm' | 'md'
  pending?: boolean
  /** Shown instead of the children while `pending`, e.g. "Sending…". */
  busyLabel?: string
  ref?: Ref<HTMLButtonElement>
}

export const buttonClassName = (
  variant: ButtonVariant = 'primary',
  size: 'sm' | 'md' = 'md',
  extra = '',
) => ['btn', `btn--${variant}`, `btn--${size}`, extra].filter(Boolean).join(' ')

export function Button({
  variant,
  size,
  pending = false,
  busyLabel,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && busyLabel ? busyLabel : children}
    </button>
  )
}
