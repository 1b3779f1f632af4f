import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { useSession, useSessionActions } from '@/lib/session'
import { useLikeModel } from '../api/like-model'

/** Like / unlike for signed-in visitors (optimistic); a guest is asked to log in first. */
export function LikeButton({
  modelId,
  liked,
  likeCount,
  disabled = false,
}: {
  modelId: number
  liked: boolean
  likeCount: number
  disabled?: boolean
}) {
  const { t } = useTranslation('models')
  const format = useFormat()
  const { signedIn } = useSession()
  const { openAuthModal } = useSessionActions()
  const like = useLikeModel(modelId)
  return (
    <div className="like">
      <button
        type="button"
        className={`btn btn--${liked ? 'primary' : 'outline'} btn--md`}
        aria-pressed={signedIn ? liked : undefined}
        disabled={disabled}
        onClick={() => (signedIn ? like.mutate(!liked) : openAuthModal('signIn'))}
      >
        <HeartIcon filled={liked} /> {t('profile.like')}
      </button>
      <span className="like__count">
        {t('profile.likeCount', { count: likeCount, total: format.number(likeCount) })}
      </span>
      {like.isError && (
        <span role="alert" className="field__error">
          {t('profile.likeFailed')}
        </span>
      )}
    </div>
  )
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.3 5 6.7 5c2 0 3.6 1.1 4.3 2.6h2C13.7 6.1 15.3 5 17.3 5c3.4 0 5.5 3.4 4.2 6.7C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  )
}
