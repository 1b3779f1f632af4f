// Issue #25, finding 16 / ADR 0043: the National Tax Service's business-status API
// (국세청 사업자등록정보 상태조회, published on data.go.kr). One POST with up to 100 numbers
// answers, per number, its taxpayer status code: 01 in business, 02 suspended, 03 closed; a
// number the service does not know comes back with an empty code. Tests and development run
// the same code against a loopback stand-in (NTS_API_BASE_URL).
import type { BusinessStatus } from '@cnm/contracts'

export interface BusinessStatusChecker {
  /** What the service says of ten digits; `not_checked` without a key, `check_failed` on error. */
  check(digits: string): Promise<{ status: BusinessStatus; checkedAt: Date | null }>
}

export interface NtsOptions {
  serviceKey: string | undefined
  apiBaseUrl: string
  /** The service answers within a second or two; a person is waiting for the save. */
  timeoutMs?: number
  now?: () => Date
  onError?: (error: unknown) => void
}

const STATUS_BY_CODE: Readonly<Record<string, BusinessStatus>> = {
  '01': 'active',
  '02': 'suspended',
  '03': 'closed',
}

interface StatusAnswer {
  data?: Array<{ b_no?: string; b_stt_cd?: string }>
}

export function createNtsBusinessStatus({
  serviceKey,
  apiBaseUrl,
  timeoutMs = 5_000,
  now = () => new Date(),
  onError = () => undefined,
}: NtsOptions): BusinessStatusChecker {
  return {
    async check(digits) {
      if (!serviceKey) return { status: 'not_checked', checkedAt: null }
      const url = `${apiBaseUrl}/status?serviceKey=${encodeURIComponent(serviceKey)}`
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ b_no: [digits] }),
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) throw new Error(`NTS status API answered HTTP ${response.status}`)
        const answer = (await response.json()) as StatusAnswer
        const row = answer.data?.find((item) => item.b_no === digits)
        if (!row) throw new Error('NTS status API answered without the number asked for')
        return { status: STATUS_BY_CODE[row.b_stt_cd ?? ''] ?? 'unregistered', checkedAt: now() }
      } catch (error) {
        onError(error)
        return { status: 'check_failed', checkedAt: null }
      }
    },
  }
}
