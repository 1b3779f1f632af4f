import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { Alert } from '@/components/ui/alert'
import { Pagination } from '@/components/ui/pagination'

export interface AdminColumn<Row> {
  key: string
  header: string
  cell: (row: Row) => ReactNode
}

/** What the table reads of a console list's query (TanStack Query's result fits). */
export interface AdminListQuery<Row> {
  data?: { items: readonly Row[]; total: number; pageSize: number } | undefined
  isFetching: boolean
  isError: boolean
  refetch: () => unknown
}

export interface AdminTableProps<Row> {
  caption: string
  columns: readonly AdminColumn<Row>[]
  /** The page's query: its rows, and whether it is loading or failed. */
  list: AdminListQuery<Row>
  rowKey: (row: Row) => string | number
  /** Buttons of one row; they are ordinary buttons, so the table is keyboard-usable. */
  actions?: (row: Row) => ReactNode
  empty: { title: string; text: string }
  page: number
  onPage: (page: number) => void
}

/**
 * The console's one table: a real <table> with a caption and column headers, row actions
 * in the last column, paging under it, and distinct loading, failed and empty states.
 */
export function AdminTable<Row>({
  caption,
  columns,
  list,
  rowKey,
  actions,
  empty,
  page,
  onPage,
}: AdminTableProps<Row>) {
  const { t } = useTranslation('admin')
  const rows = list.data?.items
  const pageCount = pageCountOf(list.data)
  if (list.isError && !rows) {
    return (
      <Alert tone="error">
        {t('errors.load')}{' '}
        <button type="button" className="admin__link-button" onClick={() => void list.refetch()}>
          {t('actions.retry')}
        </button>
      </Alert>
    )
  }
  if (!rows) {
    return (
      <p className="admin__loading" role="status">
        {t('loading')}
      </p>
    )
  }
  if (rows.length === 0) {
    return <EmptyState title={empty.title}>{empty.text}</EmptyState>
  }
  return (
    <>
      <div className="admin__table-wrap" aria-busy={list.isFetching}>
        <table className="admin__table">
          <caption className="admin__caption">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
              {actions && <th scope="col">{t('table.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
                {actions && <td className="admin__row-actions">{actions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={onPage} />}
    </>
  )
}

const pageCountOf = (list: { total: number; pageSize: number } | undefined) =>
  list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1

/** A console page's section: its heading (which labels it), the lead sentence, its content. */
export function AdminSection({
  titleId,
  title,
  lead,
  children,
}: {
  titleId: string
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="admin__section-title">
        {title}
      </h2>
      <p className="admin__lead">{lead}</p>
      {children}
    </section>
  )
}
