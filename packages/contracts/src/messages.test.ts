import { describe, expect, it } from 'vitest'
import { LABELS, MESSAGES, SERVER_MESSAGES } from './messages.js'
import { UI } from './ui.js'

// Literals copied from the spec (§2, §4, §5, §8) so an accidental edit of a message fails here.
describe('spec messages are exported verbatim', () => {
  it.each([
    ['REQUIRED', 'Is required.'],
    ['INVALID', 'Is invalid.'],
    ['CODE_LENGTH', 'Enter your 6 digits of your code.'],
    ['SUBMIT_REQUIRED', 'Submit required.'],
    ['CONFIRM_PASSWORD', 'Check Confirm password'],
    ['CHANGED_CONFIRM_AGAIN', 'is Changed, please confirm again.'],
    [
      'SIGNUP_CLIENT_SUCCESS',
      'You have signed up successfully. If the administrator approves, you can use all functions of Casting N Model.',
    ],
    [
      'SIGNUP_MODEL_SUCCESS',
      'You have signed up successfully. If you register models, you can use all functions of Casting N Model. Would you like to register now?',
    ],
    [
      'SIGNUP_LEAVE_CONFIRM',
      'Are you sure you want to stop signing up? The information you entered disappear.',
    ],
    ['PROPOSAL_SUCCESS', 'Success! Thank u for suggestion that you given'],
    ['PROPOSAL_FAILURE', 'Sorry! Something is wrong. Please Retry.'],
    ['MESSAGE_SUCCESS', 'Success! Thank u for suggestion that you given.'],
    ['MESSAGE_FAILURE', 'Error! Sorry. Please Retry.'],
    [
      'RESET_PASSWORD_PROMPT',
      'Please enter your email address and we will send you a temporary password',
    ],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text)
  })

  it('keeps the proposal and message success texts apart by the final period only', () => {
    expect(MESSAGES.PROPOSAL_SUCCESS.endsWith('.')).toBe(false)
    expect(MESSAGES.MESSAGE_SUCCESS).toBe(`${MESSAGES.PROPOSAL_SUCCESS}.`)
  })

  it('states the password policy in the hint', () => {
    expect(MESSAGES.PASSWORD_HINT).toContain('8-16')
    expect(MESSAGES.PASSWORD_HINT).toContain('!@#$%^&*')
  })

  it('has the default page description', () => {
    expect(UI.DEFAULT_DESCRIPTION).toBe('Digital Casting Platform')
  })

  it.each([
    ['I_AM_MODEL', "I'm Model"],
    ['I_AM_CLIENT', "I'm Client"],
    ['SIGN_UP_WITH_EMAIL', 'or sign up with email'],
    ['ALREADY_A_MEMBER', 'Already a member?'],
    ['FORGOT_PASSWORD', 'Forgot your password?'],
    ['RESET_PASSWORD_TITLE', 'Reset your password'],
    ['CASTING_REQUEST', 'Casting Request'],
    ['LEAVE_US_A_MESSAGE', 'Leave us a message'],
  ] as const)('label %s', (key, text) => {
    expect(LABELS[key]).toBe(text)
  })
})

describe('server messages', () => {
  it('answers a failed log-in with one message for unknown e-mail and wrong password', () => {
    expect(SERVER_MESSAGES.INVALID_CREDENTIALS).toBe('Incorrect e-mail or password.')
  })

  it('does not reveal whether an account exists when sending a temporary password', () => {
    expect(SERVER_MESSAGES.TEMPORARY_PASSWORD_SENT).toMatch(/^If an account exists/)
  })

  it('has no duplicate texts, so a message identifies its case', () => {
    const texts = Object.values(SERVER_MESSAGES)
    expect(new Set(texts).size).toBe(texts.length)
  })
})
