import { SERVICE_TYPE } from '@cnm/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { config } from '@/config'
import { http } from 'msw'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { signInWithCookies } from '@/testing/factories'
import { englishWordsIn } from '@/testing/korean'
import { serveModelList, serveMyModels } from '@/testing/models'
import { servePartners } from '@/testing/trust'
import { serveKStars, serveRankings } from '@/testing/rankings'
import { renderAppIn } from '@/testing/render-app-in'

describe('the layout in Korean', () => {
  it('has a Korean header, navigation, page and footer', async () => {
    renderAppIn('ko', '/castings')
    await screen.findByRole('heading', { level: 1, name: '캐스팅' })
    expect(document.documentElement).toHaveAttribute('lang', 'ko')
    expect(document.title).toBe('캐스팅 | Casting N Model')

    const header = screen.getByRole('banner')
    const nav = within(header).getByRole('navigation', { name: '주 메뉴' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['홈', '캐스팅', '모델', 'K-스타', 'AI 랭킹', '파트너'])
    expect(within(header).getByRole('button', { name: '로그인' })).toBeInTheDocument()
    expect(within(header).getByRole('button', { name: '회원가입' })).toBeInTheDocument()
    // The board answers after the page's heading (an empty list by default in tests).
    expect(await screen.findByText('아직 진행 중인 캐스팅이 없습니다')).toBeInTheDocument()

    const footer = screen.getByRole('contentinfo')
    const footerNav = within(footer).getByRole('navigation', { name: '하단 메뉴' })
    expect(within(footerNav).getByRole('link', { name: '개인정보 처리방침' })).toHaveAttribute(
      'href',
      config.links.privacy,
    )
    expect(within(footer).getByRole('button', { name: '캐스팅 요청' })).toBeInTheDocument()
    expect(within(footer).getByText(/모든 권리 보유/)).toBeInTheDocument()

    expect(englishWordsIn(document.body)).toEqual([])
  })

  it.each([
    '/',
    '/castings',
    '/models',
    '/k-stars',
    '/ai-rankings',
    '/partners',
    '/about',
    '/how-it-works',
    '/safety-and-trust',
    '/contact-us',
    '/verify',
    '/no-such-page',
  ])('shows %s without English', async (path) => {
    // No profile yet: the directory's own texts only (info values come from the API).
    serveModelList()
    servePartners()
    serveRankings()
    serveKStars()
    server.use(http.get(apiUrl('/infos'), () => ok({ infos: [] })))
    renderAppIn('ko', path)
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toMatch(/[가-힣]/)
    expect(englishWordsIn(document.body)).toEqual([])
  })

  it('gives a model account its Korean my-page menu', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_PRO }))
    serveMyModels([])
    renderAppIn('ko', '/mypage/model')
    await screen.findByRole('heading', { level: 1, name: '내 모델 관리' })
    const menu = screen.getByRole('navigation', { name: '마이페이지' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '내 프로필',
      '내 캐스팅',
      // Issue #28: the agreements behind bookings.
      '섭외 계약',
      // Issue #29: options on dates.
      '옵션',
      '메시지',
      '알림',
      '저장한 검색',
      '팔로워',
      '리뷰',
      '내 모델 관리',
    ])
    expect(await screen.findByText('아직 등록한 모델이 없습니다')).toBeInTheDocument()
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: '마이페이지' }),
    ).toHaveAttribute('href', '/mypage')
  })
})

describe('my profile in Korean', () => {
  it('names the account fields, the review status and the withdrawal in Korean', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL, agency: null }))
    const { user } = renderAppIn('ko', '/mypage')
    await screen.findByRole('heading', { level: 1, name: '내 프로필' })
    const account = screen.getByRole('region', { name: '계정' })
    expect(within(account).getByText('계정 유형').nextElementSibling).toHaveTextContent(
      '클라이언트',
    )
    expect(within(account).getByText('회사').nextElementSibling).toHaveTextContent('미입력')
    expect(screen.getByRole('region', { name: '심사 상태' })).toHaveTextContent('심사 전')

    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }))
    const dialog = screen.getByRole('dialog', { name: '정말 탈퇴하시겠습니까?' })
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus()
  })
})
