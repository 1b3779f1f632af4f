import { describe, expect, it } from 'vitest'
import { CATEGORY_ID, LOGIN_TYPE, SERVICE_TYPE } from './ids.js'
import { MESSAGES } from './messages.js'
import {
  makeSignUpFormDefaults,
  makeSignUpFormSchema,
  SIGN_UP_FORM_ONLY_FIELDS,
  signUpFormSchema,
  signUpPayloadSchema,
  toSignUpPayload,
  type SignUpForm,
  type SignUpFormInput,
} from './sign-up.js'
import { shownErrors } from './testing.js'

const { REQUIRED, INVALID, CODE_LENGTH, SUBMIT_REQUIRED, CONFIRM_PASSWORD, PASSWORD_RULE } =
  MESSAGES

const modelForm = (overrides: Partial<SignUpFormInput> = {}): SignUpFormInput => ({
  ...makeSignUpFormDefaults(SERVICE_TYPE.MODEL_NORMAL, LOGIN_TYPE.EMAIL),
  email: 'model@example.com',
  emailAuthCode: '123456',
  emailCertified: true,
  password: 'abcd123!',
  confirmPassword: 'abcd123!',
  phoneNumber: '010-1234-5678',
  countryNumber: { id: 82, value: 'Korea' },
  smsAuthCode: '654321',
  smsCertified: true,
  firstName: 'Min',
  lastName: 'Kim',
  nationality: { id: 82 },
  currentLocation: 'Seoul',
  categoryOneDepth: { id: 10, value: 'Fashion' },
  categoryTwoDepth: [{ id: 11, value: 'Runway' }],
  allowNotification: true,
  allowReceive: true,
  acceptTerms: true,
  acceptPrivacy: true,
  ...overrides,
})

const clientForm = (overrides: Partial<SignUpFormInput> = {}): SignUpFormInput =>
  modelForm({
    serviceType: SERVICE_TYPE.CLIENT_NORMAL,
    agency: 'Acme Agency',
    companyLocation: 'Gangnam, Seoul',
    homePage: 'https://acme.example.com',
    categoryOneDepth: { id: CATEGORY_ID.PROFESSIONAL, value: 'Professional' },
    categoryTwoDepth: [{ id: CATEGORY_ID.MODEL_AGENCY, value: 'Model agency' }],
    ...overrides,
  })

const googleForm = (overrides: Partial<SignUpFormInput> = {}): SignUpFormInput =>
  modelForm({
    loginType: LOGIN_TYPE.SOCIAL,
    signupTicket: 'ticket-123',
    emailAuthCode: '',
    emailCertified: false,
    password: '',
    confirmPassword: '',
    ...overrides,
  })

const formErrors = (input: SignUpFormInput, secondLevelRequired = true) =>
  shownErrors(makeSignUpFormSchema({ secondLevelRequired }), input)

describe('sign-up form', () => {
  it.each([
    ['model with e-mail', modelForm()],
    ['client with e-mail', clientForm()],
    ['model with Google', googleForm()],
  ])('accepts a complete %s form', (_label, form) => {
    expect(formErrors(form)).toEqual({})
  })

  it('marks every required field of an empty e-mail form as required', () => {
    const errors = formErrors(makeSignUpFormDefaults(SERVICE_TYPE.MODEL_NORMAL, LOGIN_TYPE.EMAIL))
    expect(errors).toEqual({
      email: REQUIRED,
      emailAuthCode: REQUIRED,
      password: REQUIRED,
      phoneNumber: REQUIRED,
      countryNumber: REQUIRED,
      smsAuthCode: REQUIRED,
      firstName: REQUIRED,
      lastName: REQUIRED,
      nationality: REQUIRED,
      currentLocation: REQUIRED,
      categoryOneDepth: REQUIRED,
      categoryTwoDepth: REQUIRED,
      allowNotification: REQUIRED,
      acceptTerms: REQUIRED,
      acceptPrivacy: REQUIRED,
    })
  })

  it('shows "Is required." for an empty e-mail, not "Is invalid."', () => {
    expect(formErrors(modelForm({ email: '' })).email).toBe(REQUIRED)
    expect(formErrors(modelForm({ email: 'nope' })).email).toBe(INVALID)
  })

  it.each([
    ['', REQUIRED],
    ['12345', CODE_LENGTH],
    ['1234567', CODE_LENGTH],
  ])('e-mail code %j -> %s', (code, message) => {
    expect(formErrors(modelForm({ emailAuthCode: code })).emailAuthCode).toBe(message)
  })

  it('asks to submit a well-formed e-mail code that was not verified', () => {
    expect(formErrors(modelForm({ emailCertified: false }))).toEqual({
      emailAuthCode: SUBMIT_REQUIRED,
    })
  })

  it.each([
    ['', REQUIRED],
    ['12345', CODE_LENGTH],
  ])('SMS code %j -> %s', (code, message) => {
    expect(formErrors(modelForm({ smsAuthCode: code })).smsAuthCode).toBe(message)
  })

  it('asks to submit a well-formed SMS code that was not verified', () => {
    expect(formErrors(modelForm({ smsCertified: false }))).toEqual({ smsAuthCode: SUBMIT_REQUIRED })
  })

  it.each([
    ['abc123!', PASSWORD_RULE],
    ['abcdefgh12345678!', PASSWORD_RULE],
    ['abcdefgh', PASSWORD_RULE],
  ])('password %j -> %s', (password, message) => {
    const errors = formErrors(modelForm({ password, confirmPassword: password }))
    expect(errors).toEqual({ password: message })
  })

  it('flags a confirmation that differs from the password', () => {
    expect(formErrors(modelForm({ confirmPassword: 'abcd123@' }))).toEqual({
      confirmPassword: CONFIRM_PASSWORD,
    })
    expect(formErrors(modelForm({ confirmPassword: '' }))).toEqual({
      confirmPassword: CONFIRM_PASSWORD,
    })
  })

  it('checks the confirmation while other fields are still invalid', () => {
    const errors = formErrors(modelForm({ firstName: '', confirmPassword: 'other' }))
    expect(errors).toEqual({ firstName: REQUIRED, confirmPassword: CONFIRM_PASSWORD })
  })

  it.each(['allowNotification', 'acceptTerms', 'acceptPrivacy'] as const)(
    'requires consent %s',
    (field) => {
      expect(formErrors(modelForm({ [field]: false }))).toEqual({ [field]: REQUIRED })
    },
  )

  it('leaves special offers optional (issue #26, ADR 0037: PIPA art. 22)', () => {
    expect(formErrors(modelForm({ allowReceive: false }))).toEqual({})
  })

  it.each(['agency', 'companyLocation', 'homePage'] as const)(
    'requires %s for clients only',
    (field) => {
      expect(formErrors(clientForm({ [field]: '' }))).toEqual({ [field]: REQUIRED })
      expect(formErrors(clientForm({ [field]: '   ' }))).toEqual({ [field]: REQUIRED })
      expect(formErrors(modelForm({ [field]: '' }))).toEqual({})
    },
  )

  it('rejects a malformed client home page', () => {
    expect(formErrors(clientForm({ homePage: 'acme' }))).toEqual({ homePage: INVALID })
  })

  it('fixes a client to the professional category and its special second-level list', () => {
    expect(formErrors(clientForm({ categoryOneDepth: { id: 10, value: 'Fashion' } }))).toEqual({
      categoryOneDepth: INVALID,
    })
    expect(formErrors(clientForm({ categoryTwoDepth: [{ id: 11, value: 'Runway' }] }))).toEqual({
      categoryTwoDepth: INVALID,
    })
    expect(
      formErrors(
        clientForm({ categoryTwoDepth: [{ id: CATEGORY_ID.ENTERTAINMENT, value: 'Ent' }] }),
      ),
    ).toEqual({})
  })

  it('requires a second-level category only when the first level has options', () => {
    const form = modelForm({ categoryTwoDepth: [] })
    expect(formErrors(form, true)).toEqual({ categoryTwoDepth: REQUIRED })
    expect(formErrors(form, false)).toEqual({})
    expect(signUpFormSchema.safeParse(form).success).toBe(true)
  })

  it('accepts at most one second-level category', () => {
    const two = [
      { id: 11, value: 'Runway' },
      { id: 12, value: 'Print' },
    ]
    expect(formErrors(modelForm({ categoryTwoDepth: two }))).toEqual({ categoryTwoDepth: INVALID })
  })

  it('does not ask a Google sign-up for a password or e-mail code, but for its ticket', () => {
    expect(formErrors(googleForm())).toEqual({})
    expect(formErrors(googleForm({ signupTicket: '' }))).toEqual({ signupTicket: REQUIRED })
  })

  it('still asks a Google sign-up to verify the phone', () => {
    expect(formErrors(googleForm({ smsCertified: false }))).toEqual({
      smsAuthCode: SUBMIT_REQUIRED,
    })
  })

  it('does not let a sign-up claim the pro type', () => {
    expect(formErrors(modelForm({ serviceType: SERVICE_TYPE.MODEL_PRO as 1 }))).toEqual({
      serviceType: INVALID,
    })
  })
})

describe('toSignUpPayload', () => {
  const parseForm = (input: SignUpFormInput): SignUpForm =>
    makeSignUpFormSchema({ secondLevelRequired: true }).parse(input)

  it('strips every client-only field and keeps the rest', () => {
    const payload = toSignUpPayload(parseForm(modelForm()))
    for (const field of SIGN_UP_FORM_ONLY_FIELDS) expect(payload).not.toHaveProperty(field)
    expect(payload).toMatchObject({
      email: 'model@example.com',
      password: 'abcd123!',
      firstName: 'Min',
    })
    expect(signUpPayloadSchema.safeParse(payload).success).toBe(true)
  })

  it("drops a model's company fields and keeps a client's", () => {
    const model = toSignUpPayload(parseForm(modelForm({ agency: 'left over' })))
    expect(model).not.toHaveProperty('agency')
    expect(model).not.toHaveProperty('homePage')
    const client = toSignUpPayload(parseForm(clientForm()))
    expect(client).toMatchObject({ agency: 'Acme Agency', homePage: 'https://acme.example.com' })
    expect(signUpPayloadSchema.safeParse(client).success).toBe(true)
  })

  it('sends the ticket instead of a password for Google', () => {
    const payload = toSignUpPayload(parseForm(googleForm()))
    expect(payload).not.toHaveProperty('password')
    expect(payload.signupTicket).toBe('ticket-123')
    expect(signUpPayloadSchema.safeParse(payload).success).toBe(true)
  })
})

describe('sign-up payload (server re-validation)', () => {
  const valid = () =>
    toSignUpPayload(makeSignUpFormSchema({ secondLevelRequired: true }).parse(clientForm()))

  it.each(['agency', 'companyLocation', 'homePage'] as const)(
    'requires %s for a client',
    (field) => {
      expect(shownErrors(signUpPayloadSchema, { ...valid(), [field]: undefined })).toEqual({
        [field]: REQUIRED,
      })
    },
  )

  it.each(['agency', 'companyLocation', 'homePage'] as const)(
    'rejects a non-empty %s for a model and accepts it empty',
    (field) => {
      const model = { ...valid(), serviceType: 1, categoryOneDepth: { id: 10, value: 'Fashion' } }
      const { agency: _a, companyLocation: _c, homePage: _h, ...withoutCompany } = model
      expect(
        shownErrors(signUpPayloadSchema, { ...withoutCompany, [field]: 'x.example.com' }),
      ).toEqual({
        [field]: INVALID,
      })
      expect(shownErrors(signUpPayloadSchema, { ...withoutCompany, [field]: '' })).toEqual({})
    },
  )

  it('requires category 2 for a client', () => {
    expect(
      shownErrors(signUpPayloadSchema, { ...valid(), categoryOneDepth: { id: 3, value: 'Other' } }),
    ).toEqual({ categoryOneDepth: INVALID })
  })

  it('requires a password for e-mail sign-up and refuses one for Google', () => {
    const { password: _p, ...noPassword } = valid()
    expect(shownErrors(signUpPayloadSchema, noPassword)).toEqual({ password: REQUIRED })
    expect(
      shownErrors(signUpPayloadSchema, { ...valid(), loginType: 2, signupTicket: 't' }),
    ).toEqual({ password: INVALID })
  })

  it('requires the terms, the privacy policy and notifications, not special offers', () => {
    expect(shownErrors(signUpPayloadSchema, { ...valid(), allowReceive: false })).toEqual({})
    expect(
      shownErrors(signUpPayloadSchema, {
        ...valid(),
        acceptTerms: false,
        acceptPrivacy: undefined,
        allowNotification: false,
      }),
    ).toEqual({ acceptTerms: REQUIRED, acceptPrivacy: REQUIRED, allowNotification: REQUIRED })
  })

  it('reads a null select as required', () => {
    expect(shownErrors(signUpPayloadSchema, { ...valid(), nationality: null })).toEqual({
      nationality: REQUIRED,
    })
  })
})
