import { useMessageText } from '@/lib/messages'

/** A server message in the active language (lib/messages.ts); loaded with its first use. */
export function MessageText({ text }: { text: string }) {
  return useMessageText()(text)
}
