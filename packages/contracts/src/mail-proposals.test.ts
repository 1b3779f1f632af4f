import { describe, expect, it } from 'vitest'
import { mailProposalFormSchema, mailProposalSchema } from './mail-proposals.js'
import { userMessageSchema } from './mail.js'
import { MESSAGES } from './messages.js'
import { shownErrors } from './testing.js'

const { REQUIRED, INVALID } = MESSAGES

const proposal = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spring campaign',
  companyName: 'Acme',
  productCategories: 'Cosmetics',
  contractPeriod: 6,
  budgetType: 'KRW',
  budget: 5000000,
  modelCategory: 'Fashion',
  modelDetailedCategory: 'Runway',
  gender: 'Female',
  age: 25,
  modelNumber: 2,
  filmingDate: 'Early May',
  locationOfFilming: 'Seoul',
  postingMedia: 'Instagram',
  otherContent: 'Two looks.',
  contactInformation: '+82 10 1234 5678',
  email: 'brand@example.com',
  ...overrides,
})

const TEXT_FIELDS = [
  'title',
  'companyName',
  'productCategories',
  'budgetType',
  'modelCategory',
  'modelDetailedCategory',
  'gender',
  'filmingDate',
  'locationOfFilming',
  'postingMedia',
  'otherContent',
  'contactInformation',
  'email',
] as const

describe('casting proposal payload', () => {
  it('accepts a complete proposal, with or without a target model', () => {
    expect(shownErrors(mailProposalSchema, proposal())).toEqual({})
    expect(shownErrors(mailProposalSchema, proposal({ targetModelId: 7 }))).toEqual({})
  })

  it.each(TEXT_FIELDS)('requires %s (blank or spaces)', (field) => {
    expect(shownErrors(mailProposalSchema, proposal({ [field]: '' }))).toEqual({
      [field]: REQUIRED,
    })
    expect(shownErrors(mailProposalSchema, proposal({ [field]: '  ' }))).toEqual({
      [field]: REQUIRED,
    })
  })

  it('rejects a malformed e-mail', () => {
    expect(shownErrors(mailProposalSchema, proposal({ email: 'brand@example' }))).toEqual({
      email: INVALID,
    })
  })

  it.each([
    ['contractPeriod', 0, INVALID],
    ['contractPeriod', -1, INVALID],
    ['contractPeriod', 1, null],
    ['contractPeriod', 1.5, INVALID],
    ['budget', 0, INVALID],
    ['budget', -1, INVALID],
    ['budget', 1, null],
    ['budget', 1.5, INVALID],
    ['age', 0, INVALID],
    ['age', -1, INVALID],
    ['age', 1, null],
    ['age', 1.5, INVALID],
    ['modelNumber', -1, INVALID],
    ['modelNumber', 0, null],
    ['modelNumber', 1.5, INVALID],
    ['age', undefined, REQUIRED],
    ['age', '25', INVALID], // the wire carries integers, not strings
  ])('%s = %j -> %s', (field, value, message) => {
    const errors = shownErrors(mailProposalSchema, proposal({ [field]: value }))
    expect(errors).toEqual(message === null ? {} : { [field]: message })
  })

  it('rejects a target model id that is not a positive integer', () => {
    expect(shownErrors(mailProposalSchema, proposal({ targetModelId: 0 }))).toEqual({
      targetModelId: expect.any(String),
    })
  })
})

describe('casting proposal form', () => {
  it('turns numeric input strings into integers', () => {
    const parsed = mailProposalFormSchema.parse(
      proposal({ contractPeriod: '6', budget: ' 5000000 ', age: '25', modelNumber: '0' }),
    )
    expect(parsed).toMatchObject({ contractPeriod: 6, budget: 5000000, age: 25, modelNumber: 0 })
    expect(mailProposalSchema.safeParse(parsed).success).toBe(true)
  })

  it.each([
    ['', REQUIRED],
    ['   ', REQUIRED],
    [null, REQUIRED],
    ['0', INVALID],
    ['-1', INVALID],
    ['1.5', INVALID],
    ['abc', INVALID],
    ['1e3', INVALID],
    ['1', null],
  ])('age %j -> %s', (value, message) => {
    const errors = shownErrors(mailProposalFormSchema, proposal({ age: value }))
    expect(errors).toEqual(message === null ? {} : { age: message })
  })

  it('accepts 0 models as a string', () => {
    expect(shownErrors(mailProposalFormSchema, proposal({ modelNumber: '0' }))).toEqual({})
    expect(shownErrors(mailProposalFormSchema, proposal({ modelNumber: '-1' }))).toEqual({
      modelNumber: INVALID,
    })
  })
})

describe('message to support', () => {
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Min',
    email: 'min@example.com',
    title: 'Question',
    content: 'How do I register a model?',
    ...overrides,
  })

  it('accepts a complete message', () => {
    expect(shownErrors(userMessageSchema, message())).toEqual({})
  })

  it.each(['name', 'email', 'title', 'content'])('requires %s', (field) => {
    expect(shownErrors(userMessageSchema, message({ [field]: '' }))).toEqual({ [field]: REQUIRED })
  })

  it('rejects an invalid e-mail and over-long content', () => {
    expect(shownErrors(userMessageSchema, message({ email: 'min@' }))).toEqual({ email: INVALID })
    expect(shownErrors(userMessageSchema, message({ content: 'x'.repeat(5001) }))).toEqual({
      content: INVALID,
    })
  })
})
