import { describe, expect, it } from 'vitest'
import { mailProposalSchema } from './mail-proposals.js'
import { PROPOSAL_TARGET_MODEL_NUMBER, LIMITS } from './limits.js'
import { ACTION_LABELS, FIELD_LABELS, resendCodeLabel } from './form-labels.js'
import { userMessageSchema } from './mail.js'
import { signUpFormSchema } from './sign-up.js'

describe('form labels', () => {
  it.each([
    ['signUp', signUpFormSchema.shape],
    ['proposal', mailProposalSchema.shape],
    ['message', userMessageSchema.shape],
  ] as const)('labels every %s field and nothing else', (form, shape) => {
    expect(Object.keys(FIELD_LABELS[form]).sort()).toEqual(Object.keys(shape).sort())
  })

  it('gives each field of a form its own label', () => {
    for (const labels of Object.values(FIELD_LABELS)) {
      const texts = Object.values(labels)
      expect(new Set(texts).size).toBe(texts.length)
    }
  })

  it('counts the resend pause down, then offers a plain resend', () => {
    expect(resendCodeLabel(42)).toBe('Resend code (42s)')
    expect(resendCodeLabel(0)).toBe(ACTION_LABELS.RESEND_CODE)
  })

  it('presets a single model for a proposal aimed at one model, within the allowed range', () => {
    expect(PROPOSAL_TARGET_MODEL_NUMBER).toBe(1)
    expect(
      mailProposalSchema.shape.modelNumber.safeParse(PROPOSAL_TARGET_MODEL_NUMBER).success,
    ).toBe(true)
    expect(PROPOSAL_TARGET_MODEL_NUMBER).toBeLessThanOrEqual(LIMITS.MODEL_NUMBER_MAX)
  })
})
