// The API's own loopback fakes (apps/api/test/fakes), shared so both suites read mail and
// SMS and sign in with Google the same way. Imported by path: they are test code, not
// part of @cnm/api's exports.
export {
  createFakeGoogle,
  type FakeGoogle,
  type GoogleUser,
} from '../../../api/test/fakes/google.js'
export { createFakeSmtp, type CaughtEmail, type FakeSmtp } from '../../../api/test/fakes/smtp.js'
export {
  createFakeTwilio,
  type CaughtSms,
  type FakeTwilio,
} from '../../../api/test/fakes/twilio.js'
