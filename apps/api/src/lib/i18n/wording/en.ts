// The English side of every e-mail, SMS and push the API writes (issue #27): one catalogue per
// language, keyed by name; ko.ts is typed by this one's shape, so a name added here without
// Korean does not compile, and wording.test.ts checks both hold the same names.
// Texts with a number or a name in them are functions of it.
import {
  type NotificationKind,
  type ProposalAnswer,
  type PushKind,
  VERIFICATION,
} from '@cnm/contracts'

const BRAND = 'Casting N Model'
const codeMinutes = VERIFICATION.CODE_TTL_SECONDS / 60

export const EMAIL_WORDING_EN = {
  layout: {
    footer: `This message was sent by ${BRAND}. If you did not expect it, you can ignore it.`,
  },
  verificationCode: {
    subject: (code: string) => `${code} is your Casting N Model verification code`,
    title: 'Verify your e-mail address',
    paragraphs: [
      'Enter this code in the sign-up form to confirm that this address is yours.',
      `The code expires in ${codeMinutes} minutes and works once.`,
    ],
    footer:
      'If you did not try to sign up for Casting N Model, someone may have typed your address by mistake; you can ignore this e-mail.',
    sms: (code: string) =>
      `[Casting N Model] Your verification code is ${code}. It expires in ${codeMinutes} minutes.`,
  },
  alreadyRegistered: {
    subject: 'You already have a Casting N Model account',
    title: 'You already have an account',
    paragraphs: [
      'Someone asked for a sign-up code for this address, but it already belongs to a Casting N Model account, so no code was sent.',
      'If it was you, log in instead. If you have forgotten your password, use "Find password" on the log-in window to get a temporary one.',
    ],
    footer:
      'If you did not try to sign up, you can ignore this e-mail: nothing has changed in your account.',
  },
  temporaryPassword: {
    subject: 'Your temporary password',
    title: 'Your temporary password',
    paragraphs: (minutes: number, expiresAt: Date) => [
      `Use this temporary password to log in within ${minutes} minutes ` +
        `(until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC). ` +
        'It works once; you will then be asked to choose a new password.',
      'Your current password keeps working until the temporary one is used. ' +
        'If you did not ask for this, you can ignore this e-mail.',
    ],
  },
  accountSuspended: {
    subject: 'Your Casting N Model account has been suspended',
    title: 'Your account has been suspended',
    lead: 'An administrator suspended your account. You cannot log in, and your models and castings are hidden while it is suspended.',
  },
  accountReinstated: {
    subject: 'Your Casting N Model account has been reinstated',
    title: 'Your account has been reinstated',
    lead: 'An administrator lifted the suspension of your account. You can log in again, and your models and castings are visible again.',
  },
  accountReason: (reason: string) => `Reason: ${reason}`,
  notification: {
    subjectThread: (title: string) => `New on Casting N Model: ${title}`,
    subjectDigest: (count: number) =>
      count === 1 ? 'You have a new notification' : `You have ${count} new notifications`,
    titleThread: (title: string) => `News about ${title}`,
    titleDigest: 'Your notifications',
    open: (link: string) => `Open Casting N Model to read and reply: ${link}`,
    more: (count: number) => `… and ${count} more in the app.`,
    footer:
      'You get these e-mails because you allowed notifications when you signed up. At most one e-mail per conversation every 15 minutes.',
    messages: (count: number, title: string) =>
      count === 1 ? `A new message about ${title}.` : `${count} new messages about ${title}.`,
    line: {
      application_received: (title) => `A model applied to ${title}.`,
      application_status: (title) => `Your application to ${title} has a new status.`,
      application_withdrawn: (title) => `An application to ${title} was withdrawn.`,
      proposal_received: (title) => `You received a casting proposal: ${title}.`,
      proposal_answered: (title) => `Your proposal ${title} has been answered.`,
      casting_closed: (title) => `The casting ${title} has closed.`,
      casting_released: (title) => `Your casting ${title} is now live.`,
      review_received: () => 'You received a new review.',
      review_released: () => 'A review about you is now visible.',
      admin_action: () => 'An administrator took an action on your account or content.',
      booking_cancelled: (title) => `A booking for ${title} was cancelled.`,
      self_tape: (title) => `The client of ${title} asked you for a self-tape.`,
      // E-mailed in the saved searches' own daily digest (notify's `emailed`); never here.
      saved_search_match: () => 'New castings match one of your saved searches.',
      agreement: (title) => `The booking agreement for ${title} has news.`,
      option: (title) => `An option on ${title} has news.`,
    } satisfies Record<Exclude<NotificationKind, 'message'>, (title: string) => string>,
    /** proposal_answered with the answer in its payload (`status`); `line` words older rows. */
    proposalAnswer: {
      accepted: (title) => `Your proposal ${title} was accepted.`,
      declined: (title) => `Your proposal ${title} was declined.`,
    } satisfies Record<ProposalAnswer['status'], (title: string) => string>,
    untitled: 'your casting',
  },
  selfTapeReminder: {
    subject: (title: string) => `Your self-tape for ${title} is due soon`,
    body: (deadline: string) =>
      `The client asked the shortlisted applicants for a self-tape. The deadline is ${deadline} (Korea time) and we have not received yours yet.`,
    open: 'Upload it from My Casting',
  },
  push: {
    titles: {
      messages: 'New message',
      options: 'Option update',
      proposals: 'Casting proposal',
      matches: 'New castings for you',
    } satisfies Record<PushKind, string>,
    untitled: 'your casting',
    message: (title: string) => `A new message about ${title}.`,
    option: (title: string) => `An option on ${title} has news.`,
    proposalReceived: (title: string) => `You received a casting proposal: ${title}.`,
    proposalAnswered: {
      accepted: (title: string) => `Your proposal ${title} was accepted.`,
      declined: (title: string) => `Your proposal ${title} was declined.`,
      other: (title: string) => `Your proposal ${title} has been answered.`,
    },
    matches: (name: string, count: number) =>
      count === 1
        ? `A new casting matches your search “${name}”.`
        : `${count} new castings match your search “${name}”.`,
    /** A client's saved search of the models directory (payload searchKind 'models'). */
    modelMatches: {
      title: 'New models for you',
      body: (name: string, count: number) =>
        count === 1
          ? `A new model matches your search “${name}”.`
          : `${count} new models match your search “${name}”.`,
    },
  },
}

/** The shape every language's catalogue has: the English one's names, with any texts. */
export type EmailWording = Widen<typeof EMAIL_WORDING_EN>

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> }
