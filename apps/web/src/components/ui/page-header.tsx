import type { ReactNode } from 'react'

export const SITE_NAME = 'Casting N Model'

/** React 19 hoists <title> into <head>, so each page names its own tab. */
export function PageTitle({ title }: { title: string }) {
  return <title>{title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`}</title>
}

export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
}) {
  return (
    <div className="page__header">
      <PageTitle title={title} />
      {eyebrow && <p className="page__eyebrow">{eyebrow}</p>}
      <h1 className="page__title">{title}</h1>
      {children && <div className="page__lead">{children}</div>}
    </div>
  )
}
