import {
  isClientServiceType,
  SAVED_SEARCH_LIMITS,
  savedSearchFilters,
  WEB_ROUTES,
  type SavedSearchKind,
} from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { useHydrated } from '@/hooks/use-hydrated'
import { useCurrentUser } from '@/lib/current-user'
import { useSession } from '@/lib/session'
import { useSaveSearch } from '../api/saved-searches'

/**
 * "Save this search" on the castings board, and on the models directory for a client (issue
 * #29): shown to a signed-in reader once a filter or a search word is set (a search of
 * everything would match every casting or model). Asks for a name, suggested from the search
 * words; once saved, says where to manage it.
 */
export function SaveSearchButton({ kind = 'castings' }: { kind?: SavedSearchKind }) {
  const { t } = useTranslation('savedSearches')
  const { signedIn } = useSession()
  const { data: user } = useCurrentUser()
  const hydrated = useHydrated()
  const { search } = useLocation()
  const [open, setOpen] = useState(false)
  if (!hydrated || !signedIn) return null
  // Searching models for new faces is a client's tool (the API refuses anybody else).
  if (kind === 'models' && !(user && isClientServiceType(user.serviceType))) return null
  const parsed = savedSearchFilters(kind, search)
  if (!parsed.ok || Object.keys(parsed.filters).length === 0) return null
  const suggested = typeof parsed.filters.q === 'string' ? parsed.filters.q : ''
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('save.button')}
      </Button>
      {open && (
        <SaveSearchDialog
          kind={kind}
          query={parsed.query}
          suggested={suggested}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}

function SaveSearchDialog({
  kind,
  query,
  suggested,
  onClose,
}: {
  kind: SavedSearchKind
  query: string
  suggested: string
  onClose: () => void
}) {
  const { t } = useTranslation('savedSearches')
  const [name, setName] = useState(suggested.slice(0, SAVED_SEARCH_LIMITS.NAME_MAX))
  const [touched, setTouched] = useState(false)
  const save = useSaveSearch()
  const missing = name.trim() === ''
  return (
    <FormDialog
      title={t('save.title')}
      description={t(kind === 'models' ? 'save.descriptionModels' : 'save.description')}
      words={{ cancel: t('save.cancel'), submit: t('save.submit'), failed: t('save.failed') }}
      request={save}
      done={
        save.isSuccess
          ? {
              message: t(kind === 'models' ? 'save.doneModels' : 'save.done'),
              close: t('save.close'),
            }
          : null
      }
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!missing) save.mutate({ kind, name: name.trim(), query })
      }}
    >
      <Field
        label={t('save.name')}
        hint={t(kind === 'models' ? 'save.nameHintModels' : 'save.nameHint')}
        value={name}
        maxLength={SAVED_SEARCH_LIMITS.NAME_MAX}
        required
        autoFocus
        error={touched && missing ? t('save.nameRequired') : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <p className="saved-search__manage">
        <Link to={WEB_ROUTES.MYPAGE_SAVED_SEARCHES}>{t('save.manage')}</Link>
      </p>
    </FormDialog>
  )
}
