// Every user-visible sentence of spec §2, §4, §5 and §8, copied verbatim (odd spelling,
// capitals and missing periods included) so both apps show exactly what the spec shows.
// messages.test.ts pins each one against the spec text.

export const MESSAGES = {
  // §5 field errors
  REQUIRED: 'Is required.',
  INVALID: 'Is invalid.',
  CODE_LENGTH: 'Enter your 6 digits of your code.',
  SUBMIT_REQUIRED: 'Submit required.',
  CONFIRM_PASSWORD: 'Check Confirm password',
  // §4/§8 local: e-mail or phone edited after a code was sent
  CHANGED_CONFIRM_AGAIN: 'is Changed, please confirm again.',
  // §4 sign-up outcome
  SIGNUP_CLIENT_SUCCESS:
    'You have signed up successfully. If the administrator approves, you can use all functions of Casting N Model.',
  SIGNUP_MODEL_SUCCESS:
    'You have signed up successfully. If you register models, you can use all functions of Casting N Model. Would you like to register now?',
  // §2 closing the sign-up modal mid-way
  SIGNUP_LEAVE_CONFIRM:
    'Are you sure you want to stop signing up? The information you entered disappear.',
  // §8 proposal and message forms; the two success texts differ only by the final period
  PROPOSAL_SUCCESS: 'Success! Thank u for suggestion that you given',
  PROPOSAL_FAILURE: 'Sorry! Something is wrong. Please Retry.',
  MESSAGE_SUCCESS: 'Success! Thank u for suggestion that you given.',
  MESSAGE_FAILURE: 'Error! Sorry. Please Retry.',
  // §2 reset-password modal
  RESET_PASSWORD_PROMPT:
    'Please enter your email address and we will send you a temporary password',
  // §5 says the hint "says the same" as the rule without quoting it; this wording is ours.
  PASSWORD_HINT:
    '8-16 characters from letters, digits and !@#$%^&*, with at least one letter, one digit and one special character.',
  // Issue #26: a refused password says which characters are allowed (spec §5's rule).
  PASSWORD_RULE:
    'Use 8-16 characters: letters, digits and only these special characters: !@#$%^&* (at least one letter, one digit and one of them).',
  // Issue #25, finding 16: the business registration number's check digit; ours.
  BUSINESS_NUMBER_INVALID:
    'This is not a valid business registration number. Enter the 10 digits on your certificate, e.g. 123-45-67890.',
} as const
export type MessageKey = keyof typeof MESSAGES

// Button and heading texts named in spec §2. The two consent labels are ours, built
// from the §5 descriptions of what each checkbox covers.
export const LABELS = {
  HOME: 'Home',
  LOG_IN: 'Log In',
  LOG_IN_SHORT: 'Log in',
  LOG_OUT: 'Log out',
  SIGN_UP: 'Sign Up',
  MY_PAGE: 'My page',
  I_AM_MODEL: "I'm Model",
  I_AM_CLIENT: "I'm Client",
  SIGN_UP_WITH_EMAIL: 'or sign up with email',
  ALREADY_A_MEMBER: 'Already a member?',
  NOT_A_MEMBER_YET: 'Not a member yet?',
  FORGOT_PASSWORD: 'Forgot your password?',
  RESET_PASSWORD_TITLE: 'Reset your password',
  SEND: 'Send',
  CANCEL: 'Cancel',
  CASTING_REQUEST: 'Casting Request',
  LEAVE_US_A_MESSAGE: 'Leave us a message',
  CONSENT_NOTIFICATION: 'Receive notifications about bookings, castings and messages.',
  // Issue #26, ADR 0037: special offers are optional (PIPA art. 22), and the Terms of use
  // and the Privacy policy are two separate, required agreements.
  CONSENT_RECEIVE: 'Receive information about casting, special offers and site updates (optional).',
  CONSENT_TERMS: 'I agree to the Terms of use (required).',
  CONSENT_PRIVACY:
    'I agree to the collection and use of my personal data under the Privacy policy (required).',
  READ_TERMS: 'Read the Terms of use',
  READ_PRIVACY: 'Read the Privacy policy',
} as const

// Messages the API answers with (`message` of the envelope), shared so the web can
// match on them in tests and both sides read the same English. Spec §8 shows the
// server's message in an alert for sign-in, sign-up and code calls.
export const SERVER_MESSAGES = {
  OK: 'OK',
  LOGGED_IN: 'Logged in.',
  LOGGED_OUT: 'Logged out.',
  SIGNED_UP: 'Signed up.',
  TOKEN_REFRESHED: 'Session refreshed.',
  INVALID_CREDENTIALS: 'Incorrect e-mail or password.',
  UNAUTHORIZED: 'Please log in.',
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'Not found.',
  VALIDATION_FAILED: 'Some fields are invalid.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again later.',
  INTERNAL: 'Something went wrong. Please try again later.',
  CODE_SENT: 'A verification code has been sent.',
  CODE_RESEND_TOO_SOON: 'Please wait a moment before requesting another code.',
  CODE_VERIFIED: 'Your code has been verified.',
  CODE_INVALID: 'The code is incorrect.',
  CODE_EXPIRED: 'The code has expired. Please request a new one.',
  CODE_NOT_REQUESTED: 'Please request a code first.',
  CODE_ATTEMPTS_EXCEEDED: 'Too many wrong attempts. Please request a new code.',
  CODE_DELIVERY_FAILED: 'We could not send the code. Please try again later.',
  PHONE_INVALID: 'Please enter a valid phone number for the selected country.',
  // Issue #17 finding 5 (SMS pumping); ours.
  PHONE_COUNTRY_UNSUPPORTED: 'We cannot send codes to phone numbers of this country.',
  SMS_PAUSED: 'We cannot send text messages right now. Please try again in an hour.',
  NOT_VERIFIED: 'Please verify your e-mail and phone number first.',
  EMAIL_TAKEN: 'This e-mail is already registered.',
  SIGNUP_TICKET_INVALID: 'Your Google sign-in has expired. Please try again.',
  GOOGLE_UNAVAILABLE: 'Google sign-in is not available right now. Please sign up with e-mail.',
  GOOGLE_FAILED: 'Google sign-in failed. Please try again.',
  GOOGLE_CANCELLED: 'Google sign-in was cancelled.',
  GOOGLE_EMAIL_UNVERIFIED: 'Your Google account has no verified e-mail address.',
  GOOGLE_ACCOUNT_CONFLICT: 'This e-mail is already linked to another Google account.',
  // Same text whether or not the account exists, so the form cannot probe for accounts.
  TEMPORARY_PASSWORD_SENT:
    'If an account exists for this e-mail, we have sent a temporary password to it.',
  PASSWORD_CHANGE_REQUIRED: 'Please change your temporary password.',
  CURRENT_PASSWORD_INCORRECT: 'Current password is incorrect.',
  PASSWORD_CHANGED_LOGIN_AGAIN: 'Your password has been changed. Please log in again.',
  ACCOUNT_DELETED: 'Your account has been deleted.',
  PASSWORD_TOO_COMMON:
    'This password is one of the most common ones. Choose one that is harder to guess.',
  DELETION_NEEDS_PASSWORD: 'Enter your current password to withdraw your account.',
  DELETION_NEEDS_GOOGLE_SIGN_IN:
    'For your safety, log out and sign in with Google again, then withdraw within 10 minutes.',
  MODEL_REQUEST_SENT: 'Your request has been sent. An administrator will review it.',
  MODEL_REQUEST_ALREADY_SENT: 'Your request is already being reviewed.',
  MODEL_REQUEST_ALREADY_APPROVED: 'Your account is already approved.',
  EXAMINATION_UPDATED: 'The examination status has been updated.',
  MAIL_SENT: 'Your message has been sent.',
  MAIL_DELIVERY_FAILED: 'We could not send your message. Please try again later.',
  INFO_TYPE_UNKNOWN: 'Unknown info type.',
  LOCATION_UNKNOWN: 'Your location could not be determined.',
  // Issue #17 finding 9: My Profile's device list; ours.
  SESSION_ENDED: 'That device has been logged out.',
  OTHER_SESSIONS_ENDED: 'Every other device has been logged out.',
  // PATCH /users/0/language (ADR 0022); ours.
  LANGUAGE_SAVED: 'Your language has been saved.',
  // PUT /users/0/business-number (issue #25, ADR 0043); ours.
  BUSINESS_NUMBER_SAVED: 'Your business registration number has been saved.',
  BUSINESS_NUMBER_CLIENTS_ONLY: 'Only client accounts have a business registration number.',
  // Messages and notifications (issue #15, ADR 0025); ours.
  MESSAGE_SENT: 'Message sent.',
  CLIENT_WRITES_FIRST: 'You can reply once the client has written to you.',
  MESSAGES_TOO_FAST: 'You are sending messages too quickly. Please wait a minute.',
  CONTACT_HIDDEN: '[Contact details are hidden until the booking is confirmed.]',
  NOTIFICATIONS_READ: 'Notifications marked as read.',
  MESSAGE_REPORTED: 'Thank you. Our team will look at this message.',
  CANNOT_REPORT_OWN_MESSAGE: 'You cannot report your own message.',
  // Applications and direct proposals (issue #15, ADR 0024).
  APPLICATION_SENT: 'Your application has been sent.',
  APPLICATION_WITHDRAWN: 'Your application has been withdrawn.',
  APPLICATION_UPDATED: 'The application has been updated.',
  APPLICATIONS_UPDATED: 'The applications have been updated.',
  APPLICATION_NOT_ALLOWED:
    'Only model accounts and model or entertainment agencies can apply to castings.',
  APPLICATION_OWN_CASTING: 'You cannot apply to your own casting.',
  APPLICATION_PROFILE_NOT_YOURS: 'You can only apply with a model you manage.',
  APPLICATION_PROFILE_NOT_PUBLISHED: 'Publish your model before applying with it.',
  APPLICATION_DUPLICATE: 'This model has already applied to this casting.',
  CASTING_NOT_OPEN: 'This casting is no longer taking applications.',
  CASTING_FULL: 'Every role of this casting is already booked.',
  APPLICATION_ALREADY_VIEWED:
    'The client has already seen this application, so it can no longer be withdrawn. Write to the client instead.',
  APPLICATION_ALREADY_WITHDRAWN: 'This application has already been withdrawn.',
  APPLICATION_STATUS_NOT_ALLOWED:
    'The application cannot move to this status from its current one. Reload to see where it stands.',
  BOOKING_NEEDS_GUARDIAN:
    'This model is under 19: the booking waits until the legal guardian has consented in the profile.',
  // Hidden, held and stopped castings book nobody (issue #25, finding 8).
  BOOKING_CASTING_HIDDEN:
    'This casting has been hidden by our staff, so nobody can be booked on it. See the reason on the casting, or write to support.',
  BOOKING_CASTING_HELD:
    'This casting is held for review by our staff, so nobody can be booked on it until it is released.',
  BOOKING_CASTING_NOT_OPEN:
    'This casting is not open (a draft, or closed by our staff), so nobody can be booked on it.',
  PROPOSAL_ANSWERED: 'Your answer has been sent.',
  PROPOSAL_ALREADY_ANSWERED: 'This proposal has already been answered.',
  MY_CASTINGS_VIEW_NOT_ALLOWED: 'This view is not available for your account.',
  // Cancelling a booking (ADR 0024 addendum).
  BOOKING_CANCELLED: 'The booking has been cancelled.',
  BOOKING_NOT_BOOKED: 'Only a booked application can be cancelled. Reload to see where it stands.',
  BOOKING_ALREADY_CANCELLED: 'This booking has already been cancelled.',
  BOOKING_JOB_DONE:
    'The job has already taken place, so this booking can no longer be cancelled. You can leave a review instead.',
  BOOKING_CANCELLED_BY_CLIENT_LINE: 'The client cancelled the booking. Reason:',
  BOOKING_CANCELLED_BY_MODEL_LINE: 'The model side cancelled the booking. Reason:',
  PROPOSAL_NOT_ACCEPTED:
    'Only an accepted proposal can be cancelled. Reload to see where it stands.',
  // The name shown for a side that left, in threads and reviews (issue #25, ADR 0032).
  DELETED_ACCOUNT: 'Deleted account',
  THREAD_DEPARTED:
    'One side of this conversation deleted its account or profile: it stays here to read, but no new message can be sent.',
} as const
export type ServerMessageKey = keyof typeof SERVER_MESSAGES
