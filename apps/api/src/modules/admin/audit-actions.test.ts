// Issue #26: the admin console names every audit action in the reader's language, from one
// list in the contracts (AUDIT_ACTION_VALUES). Each action the API writes must be on it, or the
// console would show a stored code such as "model-review.decided:approved" to a Korean reader.
import { describe, expect, it } from 'vitest'
import {
  AUDIT_ACTION_VALUES,
  AUDIT_ACTIONS,
  MODEL_REPORT_STATUS,
  MODEL_REVIEW_STATUS,
  PAY_CASE_AUDIT_ACTIONS,
} from '@cnm/contracts'
import { CASTING_AUDIT_ACTIONS } from '../castings/index.js'
import { AUDIT_ACTION_MODEL_REPORT, AUDIT_ACTION_MODEL_REVIEW } from '../models/index.js'
import { AUDIT_ACTION_K_STARS } from '../rankings/index.js'
import { AUDIT_ACTION_USER_DELETED } from '../users/index.js'
import { AUDIT_ACTION_EXAMINATION } from './admin.service.js'

describe('audit actions', () => {
  it('lists every action the API writes', () => {
    const written = [
      ...Object.values(AUDIT_ACTIONS),
      ...Object.values(CASTING_AUDIT_ACTIONS),
      ...Object.values(AUDIT_ACTION_K_STARS),
      AUDIT_ACTION_EXAMINATION,
      AUDIT_ACTION_USER_DELETED,
      ...Object.values(PAY_CASE_AUDIT_ACTIONS),
      // The decisions an administrator takes on a review request and on a report.
      ...[MODEL_REVIEW_STATUS.APPROVED, MODEL_REVIEW_STATUS.SENT_BACK].map(
        (status) => `${AUDIT_ACTION_MODEL_REVIEW}:${status}`,
      ),
      ...[MODEL_REPORT_STATUS.DISMISSED, MODEL_REPORT_STATUS.ACTIONED].map(
        (status) => `${AUDIT_ACTION_MODEL_REPORT}:${status}`,
      ),
    ]
    const known: readonly string[] = AUDIT_ACTION_VALUES
    expect(written.filter((action) => !known.includes(action))).toEqual([])
  })
})
