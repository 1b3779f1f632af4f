import { WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClassName } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'

/** Where a missing marketplace page sends its reader back to: the list it came from. */
const LISTS = {
  model: WEB_ROUTES.MODELS,
  casting: WEB_ROUTES.CASTINGS,
  partner: WEB_ROUTES.PARTNERS,
} as const
export type MissingKind = keyof typeof LISTS

/**
 * The 404 page. A marketplace page (a profile, a casting, a partner) that is not there says
 * so in its own words and leads back to its list: such a page may have been public a moment
 * ago (hidden by its owner or an administrator, closed). The wording never says whether it
 * ever existed, as the API's 404 does not.
 */
export function NotFoundRoute({ kind }: { kind?: MissingKind }) {
  const { t } = useTranslation('layout')
  const words = kind ? (`notFound.${kind}` as const) : 'notFound'
  return (
    <div className="page container">
      <PageHeader eyebrow="404" title={t(`${words}.title`)}>
        {t(`${words}.lead`)}
      </PageHeader>
      <div className="not-found__actions">
        {kind && (
          <Link to={LISTS[kind]} className={buttonClassName('primary')}>
            {t(`notFound.${kind}.back`)}
          </Link>
        )}
        <Link to={WEB_ROUTES.HOME} className={buttonClassName(kind ? 'outline' : 'primary')}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  )
}
