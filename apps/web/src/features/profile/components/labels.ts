import {
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  type ExaminationStatus,
  type ServiceType,
} from '@cnm/contracts'

// Keys under `profile:` (ADR 0014); the texts are in src/locales/*/profile.json.
export const ACCOUNT_TYPE_LABEL = {
  [SERVICE_TYPE.MODEL_NORMAL]: 'account.types.model',
  [SERVICE_TYPE.MODEL_PRO]: 'account.types.proModel',
  [SERVICE_TYPE.CLIENT_NORMAL]: 'account.types.client',
} as const satisfies Record<ServiceType, string>

// Plain words for spec §3 examination status codes.
export const EXAMINATION_LABEL = {
  [EXAMINATION_STATUS.NONE]: 'review.status.none',
  [EXAMINATION_STATUS.REQUEST]: 'review.status.requested',
  [EXAMINATION_STATUS.APPROVAL]: 'review.status.approved',
} as const satisfies Record<ExaminationStatus, string>
