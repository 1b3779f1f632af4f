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

export function newPerson(kind: AccountKind): Person {
  const id = unique()
  const subscriber = String(10_000_000 + Math.floor(Math.random() * 89_999_999))
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
