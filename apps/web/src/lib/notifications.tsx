import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

export type NoticeTone = 'info' | 'success' | 'error'
export interface Notice {
  id: number
  message: string
  tone: NoticeTone
}

interface NotificationsValue {
  notices: Notice[]
  notify: (message: string, tone?: NoticeTone) => void
  dismiss: (id: number) => void
}

const NotificationsContext = createContext<NotificationsValue | null>(null)
// Older notices make way for new ones; three stacked banners are already a lot.
const MAX_NOTICES = 3
let nextId = 1

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([])
  const notify = useCallback((message: string, tone: NoticeTone = 'info') => {
    setNotices((current) => [...current, { id: nextId++, message, tone }].slice(-MAX_NOTICES))
  }, [])
  const dismiss = useCallback(
    (id: number) => setNotices((current) => current.filter((n) => n.id !== id)),
    [],
  )
  const value = useMemo(() => ({ notices, notify, dismiss }), [notices, notify, dismiss])
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>
}

export function useNotifications(): NotificationsValue {
  const value = useContext(NotificationsContext)
  if (!value) throw new Error('useNotifications must be used inside NotificationsProvider')
  return value
}

export const useNotify = () => useNotifications().notify
