import { WEB_ROUTES } from '@cnm/contracts'
import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { loadNamespaces } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { AppLayout } from './layout/app-layout'
import { RouteErrorBoundary } from './layout/route-error-boundary'

export const SIGN_OUT_PATH = WEB_ROUTES.REGISTER_SIGN_OUT

/**
 * Each page is its own chunk. The static HydrateFallback lets the layout render at once
 * on a first visit while only the page area waits (with the 200 ms delayed spinner).
 * `namespaces` are the page's catalogues (ADR 0014), fetched alongside its code so the
 * page never renders before its texts.
 */
const page = (load: () => Promise<ComponentType>, namespaces: readonly string[] = []) => ({
  lazy: async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)])
    return { Component }
  },
  HydrateFallback: PageFallback,
})

const MODELS_NS = ['models'] as const

function PageFallback() {
  return <DelayedFallback />
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, ...page(() => import('./routes/home').then((m) => m.HomeRoute)) },
          {
            path: 'castings',
            ...page(() => import('./routes/castings').then((m) => m.CastingsRoute)),
          },
          {
            path: 'models',
            ...page(() => import('./routes/models').then((m) => m.ModelsRoute), MODELS_NS),
          },
          {
            path: 'models/:id',
            ...page(() => import('./routes/model').then((m) => m.ModelRoute), MODELS_NS),
          },
          { path: 'k-stars', ...page(() => import('./routes/k-stars').then((m) => m.KStarsRoute)) },
          {
            path: 'ai-rankings',
            ...page(() => import('./routes/ai-rankings').then((m) => m.AiRankingsRoute)),
          },
          {
            path: 'partners',
            ...page(() => import('./routes/partners').then((m) => m.PartnersRoute)),
          },
          { path: 'about', ...page(() => import('./routes/about').then((m) => m.AboutRoute)) },
          {
            path: 'safety-and-trust',
            ...page(() => import('./routes/safety-and-trust').then((m) => m.SafetyAndTrustRoute)),
          },
          {
            path: 'how-it-works',
            ...page(() => import('./routes/how-it-works').then((m) => m.HowItWorksRoute)),
          },
          {
            path: 'contact-us',
            ...page(() => import('./routes/contact-us').then((m) => m.ContactUsRoute)),
          },
          {
            path: 'mypage',
            ...page(() => import('./routes/mypage/mypage-layout').then((m) => m.MyPageLayout)),
            children: [
              {
                index: true,
                ...page(() => import('./routes/mypage/profile').then((m) => m.MyProfileRoute)),
              },
              {
                path: 'casting',
                ...page(() => import('./routes/mypage/casting').then((m) => m.MyCastingRoute)),
              },
              {
                path: 'likes',
                ...page(
                  () => import('./routes/mypage/likes').then((m) => m.FollowersRoute),
                  MODELS_NS,
                ),
              },
              {
                path: 'reviews',
                ...page(() => import('./routes/mypage/reviews').then((m) => m.ReviewsRoute)),
              },
              {
                path: 'model',
                ...page(
                  () => import('./routes/mypage/model').then((m) => m.ModelManagementLayout),
                  MODELS_NS,
                ),
                children: [
                  {
                    index: true,
                    ...page(
                      () => import('./routes/mypage/model').then((m) => m.ModelManagementRoute),
                      MODELS_NS,
                    ),
                  },
                  {
                    path: 'new',
                    ...page(
                      () => import('./routes/mypage/model-form').then((m) => m.NewModelRoute),
                      MODELS_NS,
                    ),
                  },
                  {
                    path: ':id/edit',
                    ...page(
                      () => import('./routes/mypage/model-form').then((m) => m.EditModelRoute),
                      MODELS_NS,
                    ),
                  },
                ],
              },
            ],
          },
          {
            path: 'register/google',
            ...page(() => import('./routes/register/google').then((m) => m.GoogleReturnRoute)),
          },
          {
            path: 'register/signOut',
            ...page(() => import('./routes/register/sign-out').then((m) => m.SignOutRoute)),
          },
          { path: '*', ...page(() => import('./routes/not-found').then((m) => m.NotFoundRoute)) },
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
export type AppRouter = ReturnType<typeof createAppRouter>

/** Spec §4: a 401 on any query sends the app to /register/signOut, which signs out and goes home. */
export const createAppQueryClient = (router: AppRouter) =>
  createQueryClient({
    onUnauthorized: () => {
      if (router.state.location.pathname !== SIGN_OUT_PATH) void router.navigate(SIGN_OUT_PATH)
    },
  })
