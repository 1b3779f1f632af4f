import type { LoginPayload, PasswordChangeForm, TemporaryPasswordPayload } from './auth.js'
import type { MailProposal } from './mail-proposals.js'
import type { UserMessage } from './mail.js'
import type { SignUpForm } from './sign-up.js'

// Field labels and control texts of the web forms. The spec names the fields (§3) but not
// their labels; these are ours. They live here, keyed by payload field, so the web's labels,
// the API's e-mails (a proposal reaches the casting team as "Label: value" lines) and the
// `fields` keys of an error answer all point at the same names.

type Labels<T> = { readonly [K in keyof T]-?: string }

const SIGN_UP_FIELD_LABELS = {
  serviceType: 'Account type',
  loginType: 'Sign-up method',
  email: 'E-mail',
  emailAuthCode: 'E-mail code',
  password: 'Password',
  confirmPassword: 'Confirm password',
  countryNumber: 'Dialling code',
  phoneNumber: 'Phone number',
  smsAuthCode: 'SMS code',
  firstName: 'First name',
  lastName: 'Last name',
  nationality: 'Nationality',
  currentLocation: 'Current location',
  categoryOneDepth: 'Job category',
  categoryTwoDepth: 'Detailed category',
  agency: 'Agency (company name)',
  companyLocation: 'Company location',
  homePage: 'Homepage',
  allowNotification: 'Notifications about bookings, castings and messages',
  allowReceive: 'Information about casting, special offers and site updates',
  acceptTerms: 'Terms of use',
  acceptPrivacy: 'Privacy policy',
  emailCertified: 'E-mail verified',
  smsCertified: 'Phone number verified',
  signupTicket: 'Google sign-up',
} as const satisfies Labels<SignUpForm>

const PROPOSAL_FIELD_LABELS = {
  title: 'Title',
  companyName: 'Company name',
  productCategories: 'Product categories',
  contractPeriod: 'Contract period (months)',
  budgetType: 'Budget currency',
  budget: 'Budget',
  modelCategory: 'Model category',
  modelDetailedCategory: 'Model detailed category',
  gender: 'Gender',
  age: 'Age',
  modelNumber: 'Number of models',
  filmingDate: 'Filming date',
  locationOfFilming: 'Location of filming',
  postingMedia: 'Posting media',
  otherContent: 'Other content',
  contactInformation: 'Contact information',
  email: 'E-mail',
  targetModelId: 'Model',
  targetModelProfileId: 'Model profile',
} as const satisfies Labels<MailProposal>

export const FIELD_LABELS = {
  signUp: SIGN_UP_FIELD_LABELS,
  login: { email: 'E-mail', password: 'Password' } as const satisfies Labels<LoginPayload>,
  temporaryPassword: { email: 'E-mail' } as const satisfies Labels<TemporaryPasswordPayload>,
  passwordChange: {
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
  } as const satisfies Labels<PasswordChangeForm>,
  proposal: PROPOSAL_FIELD_LABELS,
  message: {
    name: 'Name',
    email: 'E-mail',
    title: 'Title',
    content: 'Content',
  } as const satisfies Labels<UserMessage>,
} as const

// Buttons, headings and short descriptions the spec does not word (LABELS holds the ones it does).
export const ACTION_LABELS = {
  MODEL_DESCRIPTION: 'Build one profile and get cast by brands and agencies.',
  CLIENT_DESCRIPTION: 'Find models for your brand, model agency or entertainment agency.',
  CONTINUE_WITH_GOOGLE: 'Continue with Google',
  BACK: 'Back',
  OK: 'OK',
  SELECT: 'Select…',
  SEND_CODE: 'Send code',
  RESEND_CODE: 'Resend code',
  VERIFY_CODE: 'Verify',
  VERIFIED: 'Verified',
  SEARCH_COUNTRY: 'Search by country name or number',
  NO_MATCHES: 'No matches',
  SET_NEW_PASSWORD_TITLE: 'Set a new password',
  CHANGE_PASSWORD: 'Change password',
  CASTING_INQUIRY: 'Casting inquiry',
  MODEL_NUMBER_LOCKED_HINT: 'Fixed for a proposal to this model.',
  GOOGLE_FAILED_TITLE: 'Google sign-in did not finish',
  GOOGLE_FINISHING: 'Finishing Google sign-in…',
  GOOGLE_LINK_INCOMPLETE: 'The sign-in link is incomplete.',
  GOOGLE_TRY_AGAIN: 'Please try signing in again.',
  BACK_TO_START: 'Back to where you started',
  // Busy labels: a button shows these, disabled, while its call runs.
  SENDING: 'Sending…',
  VERIFYING: 'Verifying…',
  SIGNING_UP: 'Signing up…',
  LOGGING_IN: 'Logging in…',
  SAVING: 'Saving…',
  LOADING: 'Loading…',
} as const

/** "Resend code (42s)": the code button while the API's resend pause (resendAfter) runs. */
export const resendCodeLabel = (secondsLeft: number): string =>
  secondsLeft > 0 ? `${ACTION_LABELS.RESEND_CODE} (${secondsLeft}s)` : ACTION_LABELS.RESEND_CODE
