import {
  INFO_TYPE,
  RANKING_POLICY,
  RANKING_SIGNALS,
  RANKING_WEIGHTS,
  rankingListQuerySchema,
  rankingScope,
  type RankingEntry,
  type RankingListQuery,
  type RankingSignal,
} from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { withPage } from '@/hooks/use-page-param'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useRankings } from '../api/get-rankings'
import { ModelCard, ModelCardSkeleton } from './model-card'
import { useInfoOptions } from '@/components/ui/info-options'
import { ResultGrid } from '@/components/ui/list-page'
import { EAGER_CARDS } from './models-directory'
import './models.css'
import './rankings.css'

type Tab = 'all' | 'category' | 'gender'
const TABS: readonly Tab[] = ['all', 'category', 'gender']

/** The scope and page of the URL; anything malformed falls back to the first page of "all". */
function useRankingQuery() {
  const [search, setSearch] = useSearchParams()
  const parsed = rankingListQuerySchema.safeParse({
    scope: search.get('scope') ?? undefined,
    page: search.get('page') ?? undefined,
  })
  const query: RankingListQuery = parsed.success ? parsed.data : { scope: 'all', page: 1 }
  const [kind, id] = query.scope.split(':') as [Tab, string | undefined]
  const go = (scope: string, page = 1) => {
    setSearch(withPage(new URLSearchParams(scope === 'all' ? {} : { scope }), page))
  }
  return { query, tab: kind, selectedId: id === undefined ? null : Number(id), go }
}

const searchOf = (scope: string) => (scope === 'all' ? '' : `?scope=${scope}`)

/** /ai-rankings: scope tabs, the ranked entries with their breakdown, and how it is made. */
export function AiRankings() {
  const { t } = useTranslation('rankings')
  const format = useFormat()
  const { query, tab, selectedId, go } = useRankingQuery()
  const categories = useInfoOptions(INFO_TYPE.CATEGORY)
  const genders = useInfoOptions(INFO_TYPE.GENDER)
  const { data, isPending, isError, isPlaceholderData, refetch } = useRankings(query)

  const firstOf = (items: readonly { id: number }[]) => items[0]?.id ?? 1
  const scopeOfTab: Record<Tab, string> = {
    all: rankingScope.all,
    category: rankingScope.category(
      tab === 'category' && selectedId !== null ? selectedId : firstOf(categories.items),
    ),
    gender: rankingScope.gender(
      tab === 'gender' && selectedId !== null ? selectedId : firstOf(genders.items),
    ),
  }
  const choices = tab === 'category' ? categories : tab === 'gender' ? genders : null
  const pageCount = data
    ? Math.max(1, Math.min(RANKING_POLICY.MAX_PAGE, Math.ceil(data.total / data.pageSize)))
    : 1

  return (
    <div className="rankings">
      <nav className="ranking-tabs" aria-label={t('aiRankings.tabsLabel')}>
        {TABS.map((key) => (
          <Link
            key={key}
            to={{ search: searchOf(scopeOfTab[key]) }}
            className="ranking-tabs__tab"
            aria-current={tab === key ? 'page' : undefined}
          >
            {t(`aiRankings.tabs.${key}`)}
          </Link>
        ))}
      </nav>
      {choices && (
        <label className="field ranking-scope">
          <span className="field__label">
            {t(tab === 'category' ? 'aiRankings.categoryLabel' : 'aiRankings.genderLabel')}
          </span>
          <select
            className="field__input"
            value={selectedId ?? ''}
            onChange={(event) =>
              go(
                tab === 'category'
                  ? rankingScope.category(Number(event.target.value))
                  : rankingScope.gender(Number(event.target.value)),
              )
            }
          >
            {choices.items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.value}
              </option>
            ))}
          </select>
        </label>
      )}

      <section
        aria-labelledby="rankings-list-title"
        aria-busy={isPending || isPlaceholderData}
        className="rankings__list"
      >
        <h2 id="rankings-list-title" className="list-page__count" aria-live="polite">
          {data
            ? t('aiRankings.count', { count: data.total, total: format.number(data.total) })
            : t('aiRankings.loading')}
        </h2>
        <ResultGrid
          items={data?.items}
          itemKey={(entry) => entry.model.id}
          renderItem={(entry, index) => <RankingItem entry={entry} eager={index < EAGER_CARDS} />}
          placeholder={<ModelCardSkeleton />}
          placeholderCount={8}
          label={t('aiRankings.listLabel')}
          className="ranking-list"
          itemClassName="ranking-entry"
          ordered
          failed={isError && !data}
          words={{ error: t('aiRankings.error'), retry: t('aiRankings.retry') }}
          onRetry={() => void refetch()}
          empty={
            <EmptyState title={t('aiRankings.emptyTitle')}>
              <p>{t('aiRankings.emptyText')}</p>
            </EmptyState>
          }
          pages={{ page: query.page, pageCount, onChange: (page) => go(query.scope, page) }}
        />
      </section>

      <HowItIsMade computedAt={data?.computedAt ?? null} />
    </div>
  )
}

function Movement({ entry }: { entry: RankingEntry }) {
  const { t } = useTranslation('rankings')
  const count = Math.abs(entry.movementBy)
  const arrow = { up: '▲', down: '▼', same: '–', new: '★' }[entry.movement]
  return (
    <span className={`ranking-move ranking-move--${entry.movement}`}>
      <span aria-hidden="true">{arrow} </span>
      {t(`aiRankings.movement.${entry.movement}`, { count })}
    </span>
  )
}

function RankingItem({ entry, eager }: { entry: RankingEntry; eager: boolean }) {
  const { t } = useTranslation('rankings')
  const format = useFormat()
  const score = format.number(Math.round(entry.score * 10) / 10)
  return (
    <>
      <p className="ranking-entry__head">
        <span className="ranking-entry__rank">{t('aiRankings.rank', { rank: entry.rank })}</span>
        <Movement entry={entry} />
      </p>
      <ModelCard model={entry.model} eager={eager} />
      <p className="ranking-entry__score">{t('aiRankings.score', { score })}</p>
      <details className="ranking-why">
        <summary>{t('aiRankings.why')}</summary>
        <table className="ranking-table">
          <caption>
            {t('aiRankings.breakdownCaption', { name: entry.model.stageName, score })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('aiRankings.columns.signal')}</th>
              <th scope="col">{t('aiRankings.columns.figure')}</th>
              <th scope="col">{t('aiRankings.columns.points')}</th>
            </tr>
          </thead>
          <tbody>
            {RANKING_SIGNALS.map((signal) => (
              <tr key={signal}>
                <th scope="row">{t(`signals.${signal}`)}</th>
                <td>
                  <Figure signal={signal} raw={entry.breakdown[signal].raw} />
                </td>
                <td>
                  {t('aiRankings.points', {
                    points: format.number(Math.round(entry.breakdown[signal].points * 10) / 10),
                    max: format.number(RANKING_WEIGHTS[signal]),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  )
}

/** The raw figure of a signal in words ("4.2 stars", "3 bookings", "No answers yet"). */
function Figure({ signal, raw }: { signal: RankingSignal; raw: number | null }) {
  const { t } = useTranslation('rankings')
  const format = useFormat()
  const percent = (value: number) => format.number(Math.round(value * 100))
  switch (signal) {
    case 'rating':
      return t('aiRankings.figures.rating', { stars: format.number(raw ?? 0) })
    case 'reviewCount':
    case 'bookings':
    case 'likes':
      return t(`aiRankings.figures.${signal}`, { count: raw ?? 0 })
    case 'completeness':
      return t('aiRankings.figures.completeness', { percent: `${percent(raw ?? 0)}%` })
    case 'answerRate':
      return raw === null
        ? t('aiRankings.figures.answerRateNone')
        : t('aiRankings.figures.answerRate', { percent: `${percent(raw)}%` })
    case 'answerSpeed':
      return raw === null
        ? t('aiRankings.figures.answerSpeedNone')
        : t('aiRankings.figures.answerSpeed', { hours: format.number(raw) })
    case 'activity':
      return t('aiRankings.figures.activity', { count: Math.round(raw ?? 0) })
  }
}

/** The signals, weights, prior and rules, from the same constants the ranking job uses. */
function HowItIsMade({ computedAt }: { computedAt: string | null }) {
  const { t } = useTranslation('rankings')
  const format = useFormat()
  const values = {
    priorStars: format.number(RANKING_POLICY.PRIOR_STARS),
    priorReviews: format.number(RANKING_POLICY.PRIOR_REVIEWS),
    cap: 0,
    photos: format.number(RANKING_POLICY.PHOTOS_CAP),
    hours: format.number(RANKING_POLICY.ANSWER_SPEED_HOURS),
    days: format.number(RANKING_POLICY.ACTIVITY_DAYS),
  }
  const caps: Partial<Record<RankingSignal, number>> = {
    reviewCount: RANKING_POLICY.REVIEW_COUNT_CAP,
    bookings: RANKING_POLICY.BOOKINGS_CAP,
    likes: RANKING_POLICY.LIKES_CAP,
  }
  return (
    <section className="ranking-how" aria-labelledby="ranking-how-title">
      <h2 id="ranking-how-title">{t('how.title')}</h2>
      <p>{t('how.intro')}</p>
      <table className="ranking-table">
        <caption>{t('how.weightsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('aiRankings.columns.signal')}</th>
            <th scope="col">{t('how.weightColumn')}</th>
            <th scope="col">{t('how.explainColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {RANKING_SIGNALS.map((signal) => (
            <tr key={signal}>
              <th scope="row">{t(`signals.${signal}`)}</th>
              <td>{format.number(RANKING_WEIGHTS[signal])}</td>
              <td>
                {t(`how.explain.${signal}`, {
                  ...values,
                  cap: format.number(caps[signal] ?? 0),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('how.ties')}</p>
      <p>
        <strong>{t('how.payment')}</strong>
      </p>
      <p>{t('how.ai')}</p>
      <p>
        {computedAt
          ? t('how.computed', { date: format.dateTime(computedAt) })
          : t('how.notComputed')}
      </p>
    </section>
  )
}
