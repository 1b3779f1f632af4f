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

export interface AdminTableProps<Row> {
  caption: string
  columns: readonly AdminColumn<Row>[]
  rows: readonly Row[] | undefined
  rowKey: (row: Row) => string | number
  /** Buttons of one row; they are ordinary buttons, so the table is keyboard-usable. */
  actions?: (row: Row) => ReactNode
  loading: boolean
  failed: boolean
  onRetry: () => void
  empty: { title: string; text: string }
  page: number
  pageCount: number
  onPage: (page: number) => void
}

/**
 * The console's one table: a real <table> with a caption and column headers, row actions
 * in the last column, paging under it, and distinct loading, failed and empty states.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  loading,
  failed,
  onRetry,
  empty,
  page,
  pageCount,
  onPage,
}: AdminTableProps<Row>) {
  const { t } = useTranslation('admin')
  if (failed && !rows) {
    return (
      <Alert tone="error">
        {t('errors.load')}{' '}
        <button type="button" className="admin__link-button" onClick={onRetry}>
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
      <div className="admin__table-wrap" aria-busy={loading}>
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

export const pageCountOf = (list: { total: number; pageSize: number } | undefined) =>
  list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1
