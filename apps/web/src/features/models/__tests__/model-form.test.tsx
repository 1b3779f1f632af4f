import { MESSAGES, SERVICE_TYPE } from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import {
  buildOwnerProfile,
  serveModelInfos,
  serveMyModels,
  serveOwnerModel,
} from '@/testing/models'
import { renderApp } from '@/testing/render-app'

function startAsModel(path = '/mypage/model/new') {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
  serveModelInfos()
  serveMyModels([])
  return renderApp(path)
}

/** POST /models answering a draft built from what was sent; returns the bodies. */
function serveCreate() {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post(apiUrl('/models'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      const model = buildOwnerProfile({
        id: 31,
        stageName: String(body.stageName),
        photos: [],
        coverPhotoId: null,
      })
      serveOwnerModel(model)
      return ok({ model }, 'Your model has been saved.')
    }),
  )
  return bodies
}

const yearsAgo = (years: number) => {
  const date = new Date()
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCMonth(0, 1)
  return date.toISOString().slice(0, 10)
}

describe('model form', () => {
  it('shows the steps with progress and checks each step before the next', async () => {
    const { user } = startAsModel()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register a model' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Step 1 of 4: Basics')).toBeInTheDocument()
    const steps = within(screen.getByRole('navigation', { name: 'Progress' }))
    expect(steps.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Basics',
      'Look and work',
      'About',
      'Photos',
    ])
    expect(steps.getByRole('button', { name: 'Basics' })).toHaveAttribute('aria-current', 'step')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(MESSAGES.REQUIRED)).toBeInTheDocument()
    expect(screen.getByLabelText('Stage name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Step 1 of 4: Basics')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Stage name'), 'Mina Park')
    await user.type(screen.getByLabelText('Height (cm)'), '20')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(MESSAGES.INVALID)).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Height (cm)'))
    await user.type(screen.getByLabelText('Height (cm)'), '172')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Step 2 of 4: Look and work')).toBeInTheDocument()
  })

  it('saves a new model with what was entered, then opens its photos', async () => {
    const bodies = serveCreate()
    const { user, router } = startAsModel()
    await user.type(await screen.findByLabelText('Stage name'), 'Mina Park')
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female')
    await user.type(screen.getByLabelText('Height (cm)'), '172')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Fashion' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Runway' }))
    await user.selectOptions(screen.getByLabelText('City of activity'), 'Gangnam-gu, Seoul')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText('YouTube links'), 'https://youtu.be/abc')
    await user.click(screen.getByRole('button', { name: 'Save and add photos' }))
    expect(await screen.findByText(/Enter a YouTube watch link/)).toBeInTheDocument()
    await user.clear(screen.getByLabelText('YouTube links'))
    await user.type(
      screen.getByLabelText('YouTube links'),
      'https://www.youtube.com/watch?v=abcdefghijk',
    )
    await user.click(screen.getByRole('button', { name: 'Save and add photos' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/model/31/edit'))
    expect(router.state.location.search).toBe('?step=photos')
    expect(bodies[0]).toMatchObject({
      stageName: 'Mina Park',
      genderId: 40001,
      heightCm: 172,
      categoryIds: [10],
      detailedCategoryIds: [101],
      cityId: 1410000001,
      youtubeUrls: ['https://www.youtube.com/watch?v=abcdefghijk'],
      guardianConsent: null,
    })
    expect(await screen.findByRole('heading', { name: 'Photos', level: 2 })).toBeInTheDocument()
    // Saved: leaving does not ask.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('adds the guardian step for a model under 14 and requires the consent', async () => {
    const bodies = serveCreate()
    const { user } = startAsModel()
    await user.type(await screen.findByLabelText('Stage name'), 'Hana Lee')
    await user.type(screen.getByLabelText('Birth date'), yearsAgo(10))
    expect(await screen.findByText('Step 1 of 5: Basics')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText("Step 2 of 5: Guardian's consent")).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findAllByText(MESSAGES.REQUIRED)).toHaveLength(4)
    await user.type(screen.getByLabelText("Guardian's name"), 'Lee Jiyoung')
    await user.type(screen.getByLabelText('Relation to the model'), 'Mother')
    await user.type(screen.getByLabelText("Guardian's phone or e-mail"), '010-2222-3333')
    await user.click(screen.getByLabelText('The guardian consents to this profile'))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Save and add photos' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({
      guardianConsent: {
        name: 'Lee Jiyoung',
        relation: 'Mother',
        contact: '010-2222-3333',
        consented: true,
      },
    })
  })

  it('drops the guardian step again when the birth date is no longer a minor', async () => {
    const { user } = startAsModel()
    const birth = await screen.findByLabelText('Birth date')
    await user.type(birth, yearsAgo(10))
    expect(await screen.findByText('Step 1 of 5: Basics')).toBeInTheDocument()
    await user.clear(birth)
    await user.type(birth, yearsAgo(20))
    expect(await screen.findByText('Step 1 of 4: Basics')).toBeInTheDocument()
  })

  it('refuses a birth date still to come, without asking for a guardian', async () => {
    const { user } = startAsModel()
    await user.type(await screen.findByLabelText('Stage name'), 'Hana Lee')
    const birth = screen.getByLabelText('Birth date')
    expect(birth).toHaveAttribute('min', '1900-01-01')
    await user.type(birth, yearsAgo(-2))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(MESSAGES.INVALID)).toBeInTheDocument()
    expect(screen.getByText('Step 1 of 4: Basics')).toBeInTheDocument()
  })

  it('asks before leaving with unsaved changes, and stays or leaves as told', async () => {
    const { user, router } = startAsModel()
    await user.type(await screen.findByLabelText('Stage name'), 'Mina')
    await user.click(
      within(screen.getByRole('navigation', { name: 'My page' })).getByRole('link', {
        name: 'My Profile',
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(router.state.location.pathname).toBe('/mypage/model/new')
    expect(screen.getByLabelText('Stage name')).toHaveValue('Mina')

    await user.click(
      within(screen.getByRole('navigation', { name: 'My page' })).getByRole('link', {
        name: 'Followers',
      }),
    )
    server.use(
      http.get(apiUrl('/users/0/likes'), () =>
        ok({ view: 'followers', totalFollowers: 0, models: [] }),
      ),
    )
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/likes'))
  })

  it('fills the edit form from the owner view and sends only the changes of the consent', async () => {
    const patches: Record<string, unknown>[] = []
    const { user } = startAsModel('/mypage/model/7/edit')
    serveOwnerModel(buildOwnerProfile())
    server.use(
      http.patch(apiUrl('/models/7'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        patches.push(body)
        return ok({ model: buildOwnerProfile({ stageName: String(body.stageName) }) })
      }),
    )
    const name = await screen.findByLabelText('Stage name')
    expect(name).toHaveValue('Mina Park')
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(172)
    await user.clear(name)
    await user.type(name, 'Mina P.')
    await user.click(screen.getByRole('button', { name: 'About' }))
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toMatchObject({ stageName: 'Mina P.', heightCm: 172, categoryIds: [10] })
    expect(patches[0]).not.toHaveProperty('guardianConsent')
  })

  it('shows every saved choice when editing, and confirms a save (issue #26)', async () => {
    const { user } = startAsModel('/mypage/model/7/edit')
    const saved = buildOwnerProfile({
      hairColorId: 30001,
      eyeColorId: 20001,
      raceId: 10001,
      careerId: 90001,
      feeId: 50001,
    })
    serveOwnerModel(saved)
    server.use(http.patch(apiUrl('/models/7'), () => ok({ model: saved })))
    // The lists load after the form is filled; each select must still show its saved value.
    const gender = await screen.findByLabelText('Gender')
    await waitFor(() => expect(gender).toHaveDisplayValue('Female'))
    await user.click(screen.getByRole('button', { name: 'Look and work' }))
    for (const [label, shown] of [
      ['Hair colour', 'Black'],
      ['Eye colour', 'Brown'],
      ['Race (optional)', 'Asian'],
      ['Career', 'Newcomer'],
      ['Fee', 'Negotiable'],
      ['City of activity', 'Gangnam-gu, Seoul'],
    ] as const) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveDisplayValue(shown))
    }
    await user.click(screen.getByRole('button', { name: 'About' }))
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Your changes are stored.')
  })
})
