import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useMyLikes } from '../api/get-my-likes'
import { ModelCard } from './model-card'
import '@/components/ui/list-page.css'
import './models.css'

/** /mypage/likes: followers of my profiles (owners) or the models I follow (everyone else). */
export function MyLikes() {
  const { t } = useTranslation('models')
  const format = useFormat()
  const { data, isPending, isError } = useMyLikes()
  if (isPending) return <p role="status">{t('list.loading')}</p>
  if (isError) return <Alert>{t('list.error')}</Alert>
  if (data.view === 'following') {
    if (data.items.length === 0) {
      return (
        <EmptyState title={t('likes.followingEmptyTitle')}>
          <p>{t('likes.followingEmptyText')}</p>
        </EmptyState>
      )
    }
    return (
      <>
        <p>{t('likes.followingCount', { count: data.total, total: format.number(data.total) })}</p>
        <ul className="result-grid model-grid">
          {data.items.map((model) => (
            <li key={model.id}>
              <ModelCard model={model} />
            </li>
          ))}
        </ul>
      </>
    )
  }
  if (data.totalFollowers === 0) {
    return (
      <EmptyState title={t('likes.followersEmptyTitle')}>
        <p>{t('likes.followersEmptyText')}</p>
      </EmptyState>
    )
  }
  return (
    <>
      <p>
        {t('likes.followersTotal', {
          count: data.totalFollowers,
          total: format.number(data.totalFollowers),
        })}
      </p>
      <ul className="followers">
        {data.models.map(({ model, followerCount, followers }) => (
          <li key={model.id}>
            <section aria-labelledby={`followers-${model.id}`}>
              <h2 id={`followers-${model.id}`}>
                {t('likes.modelFollowers', {
                  name: model.stageName,
                  count: followerCount,
                  total: format.number(followerCount),
                })}
              </h2>
              <ul>
                {followers.map((follower, index) => (
                  <li key={index}>
                    {follower.displayName} · {format.date(follower.likedAt)}
                  </li>
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ul>
    </>
  )
}
