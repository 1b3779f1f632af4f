// What a verification code looks like in an inbox and on a phone.
import { VERIFICATION } from '@cnm/contracts'
import { renderEmail } from '../../lib/email-layout.js'

const minutes = VERIFICATION.CODE_TTL_SECONDS / 60

export function codeEmail(code: string) {
  return {
    subject: `${code} is your Casting N Model verification code`,
    ...renderEmail({
      title: 'Verify your e-mail address',
      paragraphs: [
        'Enter this code in the sign-up form to confirm that this address is yours.',
        `The code expires in ${minutes} minutes and works once.`,
      ],
      code,
      footer:
        'If you did not try to sign up for Casting N Model, someone may have typed your address by mistake; you can ignore this e-mail.',
    }),
  }
}

/** Sent instead of a code when someone starts a sign-up with an address that has an account. */
export function alreadyRegisteredEmail() {
  return {
    subject: 'You already have a Casting N Model account',
    ...renderEmail({
      title: 'You already have an account',
      paragraphs: [
        'Someone asked for a sign-up code for this address, but it already belongs to a Casting N Model account, so no code was sent.',
        'If it was you, log in instead. If you have forgotten your password, use "Find password" on the log-in window to get a temporary one.',
      ],
      footer:
        'If you did not try to sign up, you can ignore this e-mail: nothing has changed in your account.',
    }),
  }
}

export const codeSms = (code: string) =>
  `[Casting N Model] Your verification code is ${code}. It expires in ${minutes} minutes.`
