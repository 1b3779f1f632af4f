import {
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  type ExaminationStatus,
  type ServiceType,
} from '@cnm/contracts'

export const ACCOUNT_TYPE_LABEL: Record<ServiceType, string> = {
  [SERVICE_TYPE.MODEL_NORMAL]: 'Model',
  [SERVICE_TYPE.MODEL_PRO]: 'Pro model',
  [SERVICE_TYPE.CLIENT_NORMAL]: 'Client',
}

// Plain words for spec §3 examination status codes.
export const EXAMINATION_LABEL: Record<ExaminationStatus, string> = {
  [EXAMINATION_STATUS.NONE]: 'Not reviewed',
  [EXAMINATION_STATUS.REQUEST]: 'Review requested — we will let you know',
  [EXAMINATION_STATUS.APPROVAL]: 'Approved — all functions available',
}
