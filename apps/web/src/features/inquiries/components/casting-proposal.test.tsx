import { ACTION_LABELS, EXAMINATION_STATUS, LABELS, MESSAGES, SERVICE_TYPE } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, fail, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { PROPOSAL_INPUT, fillProposal, proposalLabels } from '@/testing/inquiries'
import { server } from '@/testing/mocks/server'
import { serveModelInfos } from '@/testing/models'
import { renderApp, renderWithProviders } from '@/testing/render-app'
import { CastingInquiryModal } from './casting-inquiry-modal'

const EXPECTED_BODY = {
  ...PROPOSAL_INPUT,
  contractPeriod: 6,
  budget: 3000000,
  age: 24,
  modelNumber: 2,
}

function serveProposal() {
  const bodies: unknown[] = []
  serveModelInfos()
  server.use(
    http.post(apiUrl('/castings/mail/suggestions'), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json(
        { data: null, message: 'Your message has been sent.' },
        { status: 201 },
      )
    }),
  )
  return bodies
}

async function openFromFooter() {
  serveModelInfos()
  const app = renderApp('/about')
  await screen.findByRole('heading', { level: 1 })
  await app.user.click(
    within(screen.getByRole('contentinfo')).getByRole('button', {
      name: ACTION_LABELS.CASTING_INQUIRY,
    }),
  )
  const dialog = screen.getByRole('dialog', { name: ACTION_LABELS.CASTING_INQUIRY })
  await within(dialog).findByLabelText(proposalLabels.title)
  return { ...app, dialog }
}

afterEach(() => vi.useRealTimers())

describe('casting proposal (inquiry) form', () => {
  it('sends numbers as integers, thanks the visitor and closes 2 s later', async () => {
    const bodies = serveProposal()
    const { user, dialog } = await openFromFooter()
    await fillProposal(user, dialog)

    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(within(dialog).getByRole('button', { name: LABELS.SEND }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MESSAGES.PROPOSAL_SUCCESS)
    expect(bodies).toEqual([EXPECTED_BODY])

    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(dialog).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(600))
    expect(dialog).not.toBeInTheDocument()
  })

  it('says so and stays open when sending fails', async () => {
    server.use(
      http.post(apiUrl('/castings/mail/suggestions'), () =>
        fail(503, 'SERVICE_UNAVAILABLE', 'down'),
      ),
    )
    const { user, dialog } = await openFromFooter()
    await fillProposal(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: LABELS.SEND }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.PROPOSAL_FAILURE)
    expect(within(dialog).getByLabelText(proposalLabels.title)).toHaveValue(PROPOSAL_INPUT.title)
    expect(within(dialog).getByRole('button', { name: LABELS.SEND })).toBeEnabled()
  })

  it('offers the budget currency and the gender as lists from the reference data (issue #26)', async () => {
    const { dialog } = await openFromFooter()
    const options = (label: string) =>
      within(within(dialog).getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((option) => option.textContent)
    expect(options(proposalLabels.budgetType)).toEqual([
      'Select…',
      'Korean won (KRW)',
      'US dollar (USD)',
      'Euro (EUR)',
      'Japanese yen (JPY)',
      'Chinese yuan (CNY)',
    ])
    await waitFor(() =>
      expect(options(proposalLabels.gender)).toEqual(['Select…', 'Any gender', 'Female', 'Male']),
    )
  })

  it('requires every field and whole numbers within their minimums', async () => {
    const { user, dialog } = await openFromFooter()
    const input = (name: keyof typeof proposalLabels) =>
      within(dialog).getByLabelText(proposalLabels[name])
    await user.click(within(dialog).getByRole('button', { name: LABELS.SEND }))
    for (const name of Object.keys(PROPOSAL_INPUT) as (keyof typeof PROPOSAL_INPUT)[]) {
      expect(input(name)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    }

    for (const [name, typed, message] of [
      ['contractPeriod', '0', MESSAGES.INVALID],
      ['budget', '0', MESSAGES.INVALID],
      ['age', '0', MESSAGES.INVALID],
      ['age', '1.5', MESSAGES.INVALID],
      ['modelNumber', '-1', MESSAGES.INVALID],
      ['email', 'casting@studio', MESSAGES.INVALID],
    ] as const) {
      await user.clear(input(name))
      await user.type(input(name), typed)
      expect(input(name)).toHaveAccessibleErrorMessage(message)
    }
    await user.clear(input('modelNumber'))
    await user.type(input('modelNumber'), '0')
    expect(input('modelNumber')).not.toHaveAccessibleErrorMessage()
    await user.clear(input('age'))
    await user.type(input('age'), '1')
    expect(input('age')).not.toHaveAccessibleErrorMessage()
  })

  it('presets and locks the number of models when opened for one model', async () => {
    const bodies = serveProposal()
    const onClose = vi.fn()
    const { user } = renderWithProviders(
      <CastingInquiryModal open onClose={onClose} targetModelProfileId={42} />,
    )
    const dialog = screen.getByRole('dialog', { name: ACTION_LABELS.CASTING_INQUIRY })
    const modelNumber = await within(dialog).findByLabelText(proposalLabels.modelNumber)
    expect(modelNumber).toHaveValue(1)
    expect(modelNumber).toHaveAttribute('readonly')
    expect(modelNumber).toHaveAccessibleDescription(ACTION_LABELS.MODEL_NUMBER_LOCKED_HINT)

    await fillProposal(user, dialog, { skip: ['modelNumber'] })
    await user.type(modelNumber, '5')
    expect(modelNumber).toHaveValue(1)
    await user.click(within(dialog).getByRole('button', { name: LABELS.SEND }))
    await within(dialog).findByText(MESSAGES.PROPOSAL_SUCCESS)
    expect(bodies).toEqual([{ ...EXPECTED_BODY, modelNumber: 1, targetModelProfileId: 42 }])
  })

  it('tells a guest or an unapproved account, before it types, that a proposal to a model goes to the team first (issue #25)', async () => {
    serveProposal()
    const note = 'Proposals reach a model directly from approved client accounts.'
    const guest = renderWithProviders(
      <CastingInquiryModal open onClose={vi.fn()} targetModelProfileId={42} />,
    )
    const asGuest = screen.getByRole('dialog', { name: ACTION_LABELS.CASTING_INQUIRY })
    expect(await within(asGuest).findByText(note, { exact: false })).toBeVisible()
    guest.unmount()

    signInWithCookies()
    serveCurrentUser(
      makeCurrentUser({
        serviceType: SERVICE_TYPE.CLIENT_NORMAL,
        examinationStatus: EXAMINATION_STATUS.APPROVAL,
      }),
    )
    renderWithProviders(<CastingInquiryModal open onClose={vi.fn()} targetModelProfileId={42} />)
    const asClient = screen.getByRole('dialog', { name: ACTION_LABELS.CASTING_INQUIRY })
    await within(asClient).findByLabelText(proposalLabels.modelNumber)
    await waitFor(() =>
      expect(within(asClient).queryByText(note, { exact: false })).not.toBeInTheDocument(),
    )
  })

  it('is also the Casting Request panel, which folds away 2 s after a send', async () => {
    const bodies = serveProposal()
    const { user } = renderApp('/about')
    await screen.findByRole('heading', { level: 1 })
    const toggle = within(screen.getByRole('contentinfo')).getByRole('button', {
      name: LABELS.CASTING_REQUEST,
    })
    await user.click(toggle)
    const panel = screen.getByRole('region', { name: LABELS.CASTING_REQUEST })
    await within(panel).findByLabelText(proposalLabels.title)
    await fillProposal(user, panel)

    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(within(panel).getByRole('button', { name: LABELS.SEND }))
    expect(await within(panel).findByRole('status')).toHaveTextContent(MESSAGES.PROPOSAL_SUCCESS)
    expect(bodies).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(2100))
    expect(panel).not.toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })
})
