// The notices the support inbox receives for the two forms (spec §2 "Leave us a message"
// and the casting-proposal inquiry). Everything the sender typed is shown as text; the
// layout escapes it for the HTML part.
import type { MailProposal, UserMessage } from '@cnm/contracts'
import { renderEmail, type RenderedEmail } from '../../lib/email-layout.js'

export interface Notice extends RenderedEmail {
  subject: string
}

export interface Received {
  id: number
  at: Date
  ip: string | null
  /** The signed-in sender, when there was one. */
  userId: number | null
}

export interface TargetModel {
  /** The model's (or the profile owner's) user id. */
  id: number
  name: string
  email: string | null
  /** Set when the proposal came from a model profile (issue #14). */
  profileId?: number
}

/** One line for a subject: a pasted title may carry line breaks and tabs. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

const receivedLine = (kind: string, received: Received) =>
  `${kind} #${received.id}, received ${received.at.toISOString()} from ${received.ip ?? 'an unknown address'}` +
  (received.userId === null ? ' (guest).' : ` by user #${received.userId}.`)

export function questionNotice(message: UserMessage, received: Received): Notice {
  const title = `New message: ${oneLine(message.title)}`
  return {
    subject: `[Message] ${oneLine(message.title)}`,
    ...renderEmail({
      title,
      paragraphs: [
        `From: ${message.name} <${message.email}>`,
        message.content,
        `Reply to ${message.email} to answer.`,
      ],
      // The layout's default footer ("if you did not expect it…") is for members, not support.
      footer: receivedLine('Message', received),
    }),
  }
}

const formatWon = (amount: number) => amount.toLocaleString('en-US')

export function proposalNotice(
  proposal: MailProposal,
  received: Received,
  target: TargetModel | null,
  /** Why a proposal opened from a profile did not reach the model (ADR 0033). */
  notDelivered: string | null = null,
): Notice {
  const forModel = target ? ` for ${oneLine(target.name)}` : ''
  const details = [
    `Title: ${proposal.title}`,
    `Company: ${proposal.companyName}`,
    `Product categories: ${proposal.productCategories}`,
    `Contract period: ${proposal.contractPeriod} month(s)`,
    `Budget: ${formatWon(proposal.budget)} (${proposal.budgetType})`,
    `Model category: ${proposal.modelCategory} / ${proposal.modelDetailedCategory}`,
    `Gender: ${proposal.gender}`,
    `Age: ${proposal.age}`,
    `Number of models: ${proposal.modelNumber}`,
    `Filming date: ${proposal.filmingDate}`,
    `Location of filming: ${proposal.locationOfFilming}`,
    `Posting media: ${proposal.postingMedia}`,
    `Contact: ${proposal.contactInformation}`,
    `E-mail: ${proposal.email}`,
  ].join('\n')
  return {
    subject: `[Casting proposal${forModel}] ${oneLine(proposal.title)} (${oneLine(proposal.companyName)})`,
    ...renderEmail({
      title: `New casting proposal${forModel}`,
      paragraphs: [
        target
          ? `This proposal was sent from the profile of model ${target.name} (${target.profileId === undefined ? '' : `profile #${target.profileId}, `}user #${target.id}${target.email ? `, ${target.email}` : ''}).`
          : 'This proposal was sent through the casting request form.',
        ...(notDelivered ? [notDelivered] : []),
        details,
        `Other content:\n${proposal.otherContent}`,
      ],
      footer: receivedLine('Proposal', received),
    }),
  }
}
