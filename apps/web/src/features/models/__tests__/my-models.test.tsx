import { SERVICE_TYPE } from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildCard, buildOwnerProfile, buildOwnerSummary, serveMyModels } from '@/testing/models'
import { renderApp } from '@/testing/render-app'

function signedIn(serviceType: 1 | 3 = SERVICE_TYPE.MODEL_NORMAL) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType }))
}

describe('My Model Management', () => {
  it('lists each model with its states and offers the actions that apply', async () => {
    signedIn()
    serveMyModels([
      buildOwnerSummary({
        id: 7,
        stageName: 'Mina Park',
        status: 'published',
        reviewStatus: 'none',
      }),
      buildOwnerSummary({
        id: 8,
        stageName: 'Hana Lee',
        status: 'draft',
        missingForPublish: ['coverPhotoId', 'photos'],
        photoCount: 0,
      }),
    ])
    const calls: string[] = []
    server.use(
      http.post(apiUrl('/models/:id/:action'), ({ params }) => {
        calls.push(`${String(params.action)} ${String(params.id)}`)
        return ok({ model: buildOwnerProfile({ status: 'published', reviewStatus: 'requested' }) })
      }),
    )
    const { user } = renderApp('/mypage/model')
    const mina = await screen.findByRole('article', { name: 'Mina Park' })
    expect(within(mina).getByText('Published')).toBeInTheDocument()
    expect(within(mina).getByText('Not reviewed')).toBeInTheDocument()
    const hana = screen.getByRole('article', { name: 'Hana Lee' })
    expect(
      within(hana).getByText('Still needed before publishing: cover photo, a photo'),
    ).toBeInTheDocument()
    expect(within(hana).getByRole('button', { name: 'Publish' })).toBeDisabled()

    await user.click(within(mina).getByRole('button', { name: 'Request review' }))
    await user.click(within(mina).getByRole('button', { name: 'Hide' }))
    await waitFor(() => expect(calls).toEqual(['review-request 7', 'hide 7']))
  })

  it('deletes a model only after confirmation', async () => {
    signedIn()
    serveMyModels([buildOwnerSummary({ id: 7, stageName: 'Mina Park' })])
    const deleted: string[] = []
    server.use(
      http.delete(apiUrl('/models/:id'), ({ params }) => {
        deleted.push(String(params.id))
        serveMyModels([])
        return ok(null, 'Your model has been deleted.')
      }),
    )
    const { user } = renderApp('/mypage/model')
    const mina = await screen.findByRole('article', { name: 'Mina Park' })
    await user.click(within(mina).getByRole('button', { name: 'Delete' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Mina Park?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(deleted).toEqual([])
    await user.click(within(mina).getByRole('button', { name: 'Delete' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    await waitFor(() => expect(deleted).toEqual(['7']))
    expect(await screen.findByText('No models registered yet')).toBeInTheDocument()
  })
})

describe('Followers (/mypage/likes)', () => {
  it('shows a model who follows each of their profiles and how many', async () => {
    signedIn()
    server.use(
      http.get(apiUrl('/users/0/likes'), () =>
        ok({
          view: 'followers',
          totalFollowers: 2,
          models: [
            {
              model: buildCard(7, { stageName: 'Mina Park' }),
              followerCount: 2,
              followers: [
                { displayName: 'Jiwoo K.', likedAt: '2026-11-20T09:00:00.000Z' },
                { displayName: 'Studio H.', likedAt: '2026-11-19T09:00:00.000Z' },
              ],
            },
          ],
        }),
      ),
    )
    renderApp('/mypage/likes')
    expect(await screen.findByText('2 followers across your models')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Mina Park: 2 followers' })).toBeInTheDocument()
    expect(screen.getByText(/Jiwoo K\./)).toBeInTheDocument()
    expect(screen.getByText('Jiwoo K. · Nov 20, 2026')).toBeInTheDocument()
  })

  it('shows a client the models they follow', async () => {
    signedIn(SERVICE_TYPE.CLIENT_NORMAL)
    server.use(
      http.get(apiUrl('/users/0/likes'), () =>
        ok({
          view: 'following',
          items: [buildCard(7, { stageName: 'Mina Park' })],
          page: 1,
          pageSize: 24,
          total: 1,
        }),
      ),
    )
    renderApp('/mypage/likes')
    expect(await screen.findByText('You follow 1 model.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Mina Park' })).toHaveAttribute('href', '/models/7')
  })
})
