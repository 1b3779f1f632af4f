import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail } from '@/testing/api'
import { englishWordsIn } from '@/testing/korean'
import { server } from '@/testing/mocks/server'
import { renderAppIn } from '@/testing/render-app-in'

// Issue #19: the two inquiry forms in Korean, with their validation and outcome messages.
const REQUIRED = '필수 입력 항목입니다.'
const PROPOSAL_LABELS = [
  '제목',
  '회사명',
  '제품 분야',
  '계약 기간(개월)',
  '예산 통화',
  '예산',
  '모델 분야',
  '모델 세부 분야',
  '성별',
  '나이',
  '모델 수',
  '촬영 날짜',
  '촬영 장소',
  '게재 매체',
  '기타 내용',
  '연락처',
  '이메일',
]

describe('the casting inquiry in Korean', () => {
  it('names every field in Korean, requires each and thanks the visitor in Korean', async () => {
    server.use(
      http.post(apiUrl('/castings/mail/suggestions'), () =>
        HttpResponse.json({ data: null, message: 'Your message has been sent.' }, { status: 201 }),
      ),
    )
    const { user } = renderAppIn('ko', '/about')
    await screen.findByRole('heading', { level: 1 })
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: '캐스팅 문의' }),
    )
    const dialog = within(screen.getByRole('dialog', { name: '캐스팅 문의' }))
    await dialog.findByLabelText('제목')

    await user.click(dialog.getByRole('button', { name: '보내기' }))
    for (const label of PROPOSAL_LABELS) {
      expect(dialog.getByLabelText(label)).toHaveAccessibleErrorMessage(REQUIRED)
    }
    expect(englishWordsIn(screen.getByRole('dialog'))).toEqual([])

    const values: Record<string, string> = {
      '계약 기간(개월)': '6',
      예산: '3000000',
      나이: '24',
      '모델 수': '2',
      이메일: 'casting@studiohana.example.com',
    }
    // Issue #26: the currency and the gender are chosen from lists, named in Korean.
    await user.selectOptions(dialog.getByLabelText('예산 통화'), '원 (KRW)')
    await user.selectOptions(dialog.getByLabelText('성별'), '성별 무관')
    for (const label of PROPOSAL_LABELS.filter((name) => name !== '예산 통화' && name !== '성별')) {
      await user.click(dialog.getByLabelText(label))
      await user.paste(values[label] ?? '봄 화보')
    }
    await user.click(dialog.getByRole('button', { name: '보내기' }))
    expect(await dialog.findByRole('status')).toHaveTextContent(
      '캐스팅 제안을 보냈습니다. 감사합니다!',
    )
  })
})

describe('Leave us a message in Korean', () => {
  it('requires every field in Korean and says in Korean when sending fails', async () => {
    server.use(
      http.post(apiUrl('/users/mail/questions'), () =>
        fail(
          503,
          'MAIL_DELIVERY_FAILED',
          'We could not send your message. Please try again later.',
        ),
      ),
    )
    const { user } = renderAppIn('ko', '/contact-us')
    const panel = within(await screen.findByRole('region', { name: '메시지 남기기' }))
    await user.click(panel.getByRole('button', { name: '보내기' }))
    for (const label of ['이름', '이메일', '제목', '내용']) {
      expect(panel.getByLabelText(label)).toHaveAccessibleErrorMessage(REQUIRED)
    }
    await user.type(panel.getByLabelText('이메일'), 'jiwoo@')
    expect(panel.getByLabelText('이메일')).toHaveAccessibleErrorMessage('올바른 형식이 아닙니다.')
    expect(englishWordsIn(screen.getByRole('main'))).toEqual([])

    for (const [label, value] of [
      ['이름', '김지우'],
      ['이메일', 'example.com'], // completes "jiwoo@" typed above
      ['제목', '계정 문의'],
      ['내용', '심사는 얼마나 걸리나요?'],
    ] as const) {
      await user.click(panel.getByLabelText(label))
      await user.paste(value)
    }
    await user.click(panel.getByRole('button', { name: '보내기' }))
    expect(await panel.findByRole('alert')).toHaveTextContent(
      '오류가 발생했습니다. 죄송합니다. 다시 시도해 주세요.',
    )
  })
})
