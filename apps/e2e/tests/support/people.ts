import { unique } from './stack.js'

export type AccountKind = 'model' | 'client'

export interface Person {
  kind: AccountKind
  email: string
  password: string
  /** As typed in the form: a Korean mobile number. */
  phone: string
  /** Where the SMS goes. */
  e164: string
  firstName: string
  lastName: string
}

const FIRST_SUBSCRIBER = 20_000_000
const LAST_SUBSCRIBER = 59_699_999

export function newPerson(kind: AccountKind): Person {
  const id = unique()
  // 010-2000-0000 to 010-5969-9999: numbers libphonenumber (the API's check) takes as issued.
  // Any eight digits would not do: 010-5970-xxxx to 010-5999-xxxx are not valid mobile numbers,
  // and one sign-up in about three hundred drew one, failed to get its SMS and failed the run.
  const subscriber = String(
    FIRST_SUBSCRIBER + Math.floor(Math.random() * (LAST_SUBSCRIBER - FIRST_SUBSCRIBER + 1)),
  )
  return {
    kind,
    email: `${kind}-${id}@cnm-e2e.test`,
    password: `Seoul${subscriber.slice(0, 4)}!`,
    phone: `010${subscriber}`,
    e164: `+8210${subscriber}`,
    firstName: kind === 'model' ? 'Jiwoo' : 'Minjun',
    lastName: 'Kim',
  }
}
