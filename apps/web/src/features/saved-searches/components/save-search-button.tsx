import { SAVED_SEARCH_LIMITS, savedCastingFilters, WEB_ROUTES } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { useHydrated } from '@/hooks/use-hydrated'
import { useSession } from '@/lib/session'
import { useSaveSearch } from '../api/saved-searches'

/**
 * "Save this search" on the castings board (issue #29): shown to a signed-in reader once a
 * filter or a search word is set (a search of everything would match every casting). Asks
 * for a name, suggested from the search words; once saved, says where to manage it.
 */
export function SaveSearchButton() {
  const { t } = useTranslation('savedSearches')
  const { signedIn } = useSession()
  const hydrated = useHydrated()
  const { search } = useLocation()
  const [open, setOpen] = useState(false)
  if (!hydrated || !signedIn) return null
  const parsed = savedCastingFilters(search)
  if (!parsed.ok || Object.keys(parsed.filters).length === 0) return null
  const suggested = typeof parsed.filters.q === 'string' ? parsed.filters.q : ''
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('save.button')}
      </Button>
      {open && (
        <SaveSearchDialog
          query={parsed.query}
          suggested={suggested}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}

function SaveSearchDialog({
  query,
  suggested,
  onClose,
}: {
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
      description={t('save.description')}
      words={{ cancel: t('save.cancel'), submit: t('save.submit'), failed: t('save.failed') }}
      request={save}
      done={save.isSuccess ? { message: t('save.done'), close: t('save.close') } : null}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!missing) save.mutate({ kind: 'castings', name: name.trim(), query })
      }}
    >
      <Field
        label={t('save.name')}
        hint={t('save.nameHint')}
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
