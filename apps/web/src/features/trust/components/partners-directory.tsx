import {
  CLIENT_SECOND_LEVEL_CATEGORY_IDS,
  INFO_TYPE,
  webPath,
  WEB_ROUTES,
  type PartnerCard,
  type PartnerListQuery,
} from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { pageOf, useFilterParam, usePageParam } from '@/hooks/use-page-param'
import { EmptyState } from '@/components/ui/empty-state'
import { SelectField } from '@/components/ui/field'
import { useInfoOptions } from '@/components/ui/info-options'
import { Pagination } from '@/components/ui/pagination'
import { useFormat } from '@/lib/format'
import { getInfosQueryOptions } from '@/lib/infos'
import { usePartners } from '../api/partners'
import { ReviewSummaryLine } from './stars'
import './trust.css'

const positive = (value: string | null) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : undefined
}

/** Reads the filters from the URL, so every view of /partners is shareable. */
function useQueryFromUrl(): PartnerListQuery {
  const [params] = useSearchParams()
  const category = positive(params.get('categoryId'))
  return {
    categoryId: (CLIENT_SECOND_LEVEL_CATEGORY_IDS as readonly number[]).includes(category ?? 0)
      ? (category as PartnerListQuery['categoryId'])
      : undefined,
    cityId: positive(params.get('cityId')),
    page: pageOf(params),
    pageSize: 20,
  }
}

/** /partners: approved agencies and brands with the Verified badge, filtered by kind and city. */
export function PartnersDirectory() {
  const { t } = useTranslation('trust')
  const query = useQueryFromUrl()
  const [, setPage] = usePageParam()
  const set = useFilterParam()
  const partners = usePartners(query)
  const categories = useQuery(getInfosQueryOptions({ type: INFO_TYPE.CATEGORY_DEPTH, parentId: 2 }))
  // Korea's cities, as the castings' filters list them (the API needs the country).
  const cities = useInfoOptions(INFO_TYPE.CITY)
  const list = partners.data
  return (
    <div className="partners">
      <div className="partners__filters" role="search" aria-label={t('partners.filters.label')}>
        <SelectField
          label={t('partners.filters.kind')}
          value={query.categoryId ?? ''}
          onChange={(event) => set('categoryId', event.target.value)}
        >
          <option value="">{t('partners.filters.allKinds')}</option>
          {CLIENT_SECOND_LEVEL_CATEGORY_IDS.map((id) => (
            <option key={id} value={id}>
              {categories.data?.find((item) => item.id === id)?.value ?? t(`partners.kind.${id}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('partners.filters.city')}
          value={query.cityId ?? ''}
          onChange={(event) => set('cityId', event.target.value)}
        >
          <option value="">{t('partners.filters.allCities')}</option>
          {cities.items.map((city) => (
            <option key={city.id} value={city.id}>
              {city.value}
            </option>
          ))}
        </SelectField>
      </div>
      {partners.isError && !list && <p>{t('partners.failed')}</p>}
      {!list && !partners.isError && <p role="status">{t('partners.loading')}</p>}
      {list && list.items.length === 0 && (
        <EmptyState title={t('partners.empty.title')}>{t('partners.empty.text')}</EmptyState>
      )}
      {list && list.items.length > 0 && (
        <>
          <p className="partners__count" aria-live="polite">
            {t('partners.count', { count: list.total })}
          </p>
          <ul className="partners__grid" aria-busy={partners.isFetching}>
            {list.items.map((partner) => (
              <li key={partner.id}>
                <PartnerCardView partner={partner} />
              </li>
            ))}
          </ul>
          {list.total > list.pageSize && (
            <Pagination
              page={query.page}
              pageCount={Math.ceil(list.total / list.pageSize)}
              onChange={setPage}
            />
          )}
        </>
      )}
    </div>
  )
}

export function VerifiedBadge() {
  const { t } = useTranslation('trust')
  return (
    <span className="verified-badge" title={t('verified.title')}>
      {t('verified.label')}
    </span>
  )
}

function PartnerCardView({ partner }: { partner: PartnerCard }) {
  const { t } = useTranslation('trust')
  const format = useFormat()
  return (
    <article className="partner-card" aria-labelledby={`partner-${partner.id}`}>
      <h2 id={`partner-${partner.id}`} className="partner-card__name">
        <Link to={webPath(WEB_ROUTES.PARTNER, { id: partner.id })}>{partner.name}</Link>{' '}
        {partner.verified && <VerifiedBadge />}
      </h2>
      <p className="partner-card__meta">
        {[partner.category?.value, partner.city?.value].filter(Boolean).join(' · ')}
      </p>
      <p className="partner-card__meta">
        {t('partners.memberSince', { date: format.date(partner.memberSince) })} ·{' '}
        {t('partners.openCastings', { count: partner.openCastings })}
      </p>
      <ReviewSummaryLine summary={partner.reviews} />
    </article>
  )
}
