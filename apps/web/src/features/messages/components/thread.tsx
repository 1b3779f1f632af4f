import { THREAD_LIMITS, type Thread as ThreadData, type ThreadMessage } from '@cnm/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useLiveConnected, useLiveEvents } from '@/lib/live'
import { useMessageText } from '@/lib/messages'
import { refreshUnreadCounts } from '@/lib/unread'
import {
  getMessagePage,
  getThread,
  getThreadQueryOptions,
  threadKeys,
  type ThreadKind,
} from '../api/thread'
import { Composer } from './composer'
import { ReportMessageDialog } from './report-message-dialog'
import './thread.css'

/** How close to the bottom (px) still counts as "reading the newest": new messages scroll in. */
const NEAR_BOTTOM_PX = 120

function mergeById(...lists: ThreadMessage[][]): ThreadMessage[] {
  const byId = new Map<number, ThreadMessage>()
  for (const list of lists) for (const message of list) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/**
 * The message thread of an application or a direct proposal (issue #15). Shows the newest
 * page, loads older ones with the `before` cursor, and asks for new ones with `after` every
 * few seconds while the tab is visible. New messages from the other side are announced in a
 * polite live region; the list stays at the bottom while the reader is there and keeps its
 * place when older messages are added above.
 */
export function Thread({
  kind,
  id,
  pollMs = THREAD_LIMITS.POLL_MS,
}: {
  kind: ThreadKind
  id: number
  pollMs?: number
}) {
  const { t } = useTranslation('threads')
  const message = useMessageText()
  const queryClient = useQueryClient()
  const head = useQuery(getThreadQueryOptions(kind, id))
  const [older, setOlder] = useState<ThreadMessage[]>([])
  const [newer, setNewer] = useState<ThreadMessage[]>([])
  const [hasOlder, setHasOlder] = useState<boolean | null>(null)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [olderFailed, setOlderFailed] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [reporting, setReporting] = useState<ThreadMessage | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const pendingScroll = useRef<'bottom' | { keepFrom: number } | null>('bottom')

  const thread = head.data
  const messages = useMemo(
    () => mergeById(older, thread?.messages ?? [], newer),
    [older, thread?.messages, newer],
  )
  const newestId = messages.at(-1)?.id
  const newestRef = useRef(newestId)
  newestRef.current = newestId

  // Opening the thread marks its messages read: the header's counts follow.
  useEffect(() => {
    if (thread) void refreshUnreadCounts(queryClient)
  }, [thread, queryClient])

  const isNearBottom = () => {
    const list = listRef.current
    if (!list) return true
    return list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_BOTTOM_PX
  }

  /** Adds messages that arrived (a poll or our own send); announces the other side's. */
  const receive = useCallback(
    (arrived: ThreadMessage[], current: ThreadData) => {
      if (arrived.length === 0) return
      const known = new Set(messages.map((m) => m.id))
      const fresh = arrived.filter((m) => !known.has(m.id))
      if (fresh.length === 0) return
      if (isNearBottom() || fresh.some((m) => m.mine)) pendingScroll.current = 'bottom'
      setNewer((list) => mergeById(list, fresh))
      // Our own message came back with details hidden from the other side: say so at once,
      // not only in the notice under it.
      if (fresh.some((m) => m.mine && m.contactHidden)) {
        setAnnouncement(contactHiddenNotice(current, t))
      }
      const theirs = fresh.filter((m) => !m.mine)
      if (theirs.length > 0) {
        const last = theirs.at(-1)!
        setAnnouncement(
          theirs.length === 1
            ? t('newMessage', { name: senderName(last, current, t), body: last.body })
            : t('newMessages', { count: theirs.length }),
        )
        void refreshUnreadCounts(queryClient)
        // The client's first message is what lets the model side write (and a booking can
        // change what may be shown): read the thread's state again.
        if (!current.canWrite)
          void queryClient.invalidateQueries({ queryKey: threadKeys.thread(kind, id) })
      }
    },
    [messages, queryClient, kind, id, t],
  )
  const receiveRef = useRef(receive)
  receiveRef.current = receive

  // Ask for new messages when a live event names this thread (or a thread not yet created:
  // the other side's first message makes it) and when the stream (re)opens; without a stream,
  // every `pollMs` while the page is visible. Always at once when the tab comes back.
  const live = useLiveConnected()
  const pollRef = useRef<() => Promise<void>>(async () => {})
  useLiveEvents((event) => {
    if (
      event === null ||
      (event.threadId !== null && [0, event.threadId].includes(thread?.id ?? -1))
    )
      void pollRef.current()
  })
  useEffect(() => {
    if (!thread) return
    let inFlight = false
    const poll = async () => {
      if (inFlight || document.visibilityState !== 'visible') return
      inFlight = true
      try {
        const after = newestRef.current
        const page =
          after === undefined
            ? await getThread(kind, id)
            : await getMessagePage(kind, id, { after })
        receiveRef.current(page.messages, thread)
      } catch {
        // A failed poll is retried at the next tick; the thread stays as it is.
      } finally {
        inFlight = false
      }
    }
    pollRef.current = poll
    const timer = live ? undefined : setInterval(() => void poll(), pollMs)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [thread, kind, id, pollMs, live])

  useLayoutEffect(() => {
    const list = listRef.current
    const intent = pendingScroll.current
    if (!list || !intent || messages.length === 0) return
    pendingScroll.current = null
    if (intent === 'bottom') list.scrollTop = list.scrollHeight
    else list.scrollTop += list.scrollHeight - intent.keepFrom
  }, [messages])

  const loadOlder = async () => {
    const oldest = messages[0]
    if (!oldest) return
    setLoadingOlder(true)
    setOlderFailed(false)
    try {
      const page = await getMessagePage(kind, id, { before: oldest.id })
      pendingScroll.current = { keepFrom: listRef.current?.scrollHeight ?? 0 }
      setOlder((list) => mergeById(page.messages, list))
      setHasOlder(page.hasMore)
      setAnnouncement(t('olderLoaded', { count: page.messages.length }))
      // The button goes away with the last page: keep focus in the list, not on the page.
      if (!page.hasMore) listRef.current?.focus({ preventScroll: true })
    } catch {
      setOlderFailed(true)
    } finally {
      setLoadingOlder(false)
    }
  }

  if (head.isPending) return <p role="status">{t('loading')}</p>
  if (head.isError) {
    const error = head.error
    return (
      <Alert>
        {isApiError(error) && error.status !== 0 ? message(error.message) : t('loadFailed')}
      </Alert>
    )
  }
  const data = head.data
  const moreOlder = hasOlder ?? data.hasMore
  return (
    <section className="thread" aria-labelledby="thread-title">
      <header className="thread__head">
        {data.profile && <CoverThumb image={data.profile.cover} size={48} eager />}
        <div>
          <h2 id="thread-title" className="thread__title">
            {t('title', { name: counterpartOf(data, t) })}
          </h2>
          <p className="thread__subtitle">{data.title}</p>
        </div>
      </header>
      <div
        ref={listRef}
        className="thread__list"
        tabIndex={0}
        role="region"
        aria-label={t('listLabel')}
      >
        {moreOlder && (
          <div className="thread__older">
            <Button
              variant="outline"
              size="sm"
              pending={loadingOlder}
              busyLabel={t('loadingOlder')}
              onClick={() => void loadOlder()}
            >
              {t('loadOlder')}
            </Button>
            {olderFailed && <Alert>{t('olderFailed')}</Alert>}
          </div>
        )}
        {messages.length === 0 ? (
          <p className="thread__empty">{t('empty')}</p>
        ) : (
          <ol className="thread__messages">
            {messages.map((item) => (
              <MessageItem
                key={item.id}
                message={item}
                thread={data}
                onReport={() => setReporting(item)}
              />
            ))}
          </ol>
        )}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <Composer
        kind={kind}
        id={id}
        canWrite={data.canWrite}
        reason={data.cannotWriteReason}
        mySide={data.mySide}
        onSent={(sent) => receive([sent], data)}
      />
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />
    </section>
  )
}

type T = ReturnType<typeof useTranslation<'threads'>>['t']

/** The other side's name; a side that left is a deleted account (ADR 0032). */
function counterpartOf(thread: ThreadData, t: T) {
  return thread.counterpartDeparted ? t('deletedAccount') : thread.counterpartName
}

function senderName(message: ThreadMessage, thread: ThreadData, t: T) {
  if (message.mine) return t('you')
  if (message.side === 'system') return t('system')
  return counterpartOf(thread, t)
}

/** What the sender reads under a message whose contact details the other side cannot see. */
function contactHiddenNotice(thread: ThreadData, t: T) {
  const name = counterpartOf(thread, t)
  return name ? t('contactHidden.notice', { name }) : t('contactHidden.noticeUnnamed')
}

function MessageItem({
  message,
  thread,
  onReport,
}: {
  message: ThreadMessage
  thread: ThreadData
  onReport: () => void
}) {
  const { t } = useTranslation('threads')
  const format = useFormat()
  const name = senderName(message, thread, t)
  return (
    <li
      className={`thread__message thread__message--${message.mine ? 'mine' : message.side === 'system' ? 'system' : 'theirs'}`}
    >
      <article aria-label={t('messageLabel', { name, time: format.dateTime(message.createdAt) })}>
        <p className="thread__meta">
          <span className="thread__author">{name}</span>{' '}
          <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
        </p>
        {/* The reader's copy holds the server's placeholder in the text, so it is read out
            where the detail was; the sender's copy is as written, with this notice after it. */}
        <p className="thread__body">{message.body}</p>
        {message.mine && message.contactHidden && (
          <p className="thread__notice">{contactHiddenNotice(thread, t)}</p>
        )}
        {!message.mine && message.side !== 'system' && (
          <button type="button" className="thread__report" onClick={onReport}>
            {t('report.open')}
          </button>
        )}
      </article>
    </li>
  )
}
