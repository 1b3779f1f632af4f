import { WEB_ROUTES, BOOKING_WEB_ROUTES, OPTION_WEB_ROUTES } from '@cnm/contracts'
import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { loadNamespaces } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { AppLayout } from './layout/app-layout'
import { RouteErrorBoundary } from './layout/route-error-boundary'

export const SIGN_OUT_PATH = WEB_ROUTES.REGISTER_SIGN_OUT

/**
 * Paths are the absolute WEB_ROUTES (react-router accepts them in nested routes that start
 * with their parent's path), so a link and its route cannot disagree.
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

/** What a prerendered page's HTML asks the browser to fetch at once (scripts/prerender.mjs). */
export interface PagePreload {
  /** The page's module under src/app/routes, without extension: its chunk in the manifest. */
  module: string
  namespaces: readonly string[]
}

/**
 * A public page (PUBLIC_PAGES): `page()` plus the route `handle` the prerender reads, so the
 * written HTML modulepreloads the page's code and catalogues beside the entry instead of
 * after it (issue #24: about 30 files came one round trip after the entry).
 */
const publicPage = (
  module: string,
  load: () => Promise<ComponentType>,
  namespaces: readonly string[] = [],
) => ({
  ...page(load, namespaces),
  handle: { preload: { module, namespaces } satisfies PagePreload },
})

function PageFallback() {
  return <DelayedFallback />
}

const MARKETPLACE = ['marketplace']
const MYPAGE = ['mypage']
const MODELS = ['models']
const MYPAGE_MODELS = [...MYPAGE, ...MODELS]
const ADMIN = ['admin', 'messages', 'models']
// Reviews and partners (issue #16); the pager's words are in `models`.
const TRUST = ['trust', 'models', 'messages']
const MY_CASTING = [...MYPAGE, 'myCasting', 'messages']
const THREADS = [...MY_CASTING, 'threads']
// Booking agreements (issue #28); server messages are in `messages`.
const BOOKINGS = [...MYPAGE, 'bookings', 'messages']
const CASTINGS = ['castings']
const MYPAGE_CASTINGS = [...MYPAGE, ...CASTINGS]
const RANKINGS = ['rankings', ...MODELS]
// A list page's filters are form fields, whose texts (useMessageText) are in `messages`: loaded
// with the page, so they are modulepreloaded with it instead of fetched after the first render.
const LIST_PAGE = (namespaces: readonly string[]) => [...namespaces, 'messages']

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            index: true,
            ...publicPage('home', () => import('./routes/home').then((m) => m.HomeRoute), ['home']),
          },
          {
            path: WEB_ROUTES.CASTINGS,
            ...publicPage(
              'castings',
              () => import('./routes/castings').then((m) => m.CastingsRoute),
              LIST_PAGE([...CASTINGS, 'savedSearches']),
            ),
          },
          {
            path: WEB_ROUTES.CASTING,
            ...page(() => import('./routes/casting').then((m) => m.CastingRoute), CASTINGS),
          },
          {
            path: WEB_ROUTES.MODELS,
            ...publicPage(
              'models',
              () => import('./routes/models').then((m) => m.ModelsRoute),
              // "Save this search" for clients (issue #29), as on the board.
              LIST_PAGE([...MODELS, 'savedSearches']),
            ),
          },
          {
            path: WEB_ROUTES.MODEL,
            ...page(
              () => import('./routes/model').then((m) => m.ModelRoute),
              [...MODELS, ...TRUST, 'options'],
            ),
          },
          {
            path: WEB_ROUTES.K_STARS,
            ...publicPage(
              'k-stars',
              () => import('./routes/k-stars').then((m) => m.KStarsRoute),
              RANKINGS,
            ),
          },
          {
            path: WEB_ROUTES.AI_RANKINGS,
            ...publicPage(
              'ai-rankings',
              () => import('./routes/ai-rankings').then((m) => m.AiRankingsRoute),
              RANKINGS,
            ),
          },
          {
            path: WEB_ROUTES.PARTNERS,
            ...publicPage(
              'partners',
              () => import('./routes/partners').then((m) => m.PartnersRoute),
              [...MARKETPLACE, ...TRUST],
            ),
          },
          {
            path: WEB_ROUTES.PARTNER,
            ...page(
              () => import('./routes/partners').then((m) => m.PartnerRoute),
              [...MARKETPLACE, ...TRUST],
            ),
          },
          {
            path: WEB_ROUTES.ABOUT,
            ...publicPage('about', () => import('./routes/about').then((m) => m.AboutRoute), [
              'about',
            ]),
          },
          {
            path: WEB_ROUTES.SAFETY_AND_TRUST,
            ...publicPage(
              'safety-and-trust',
              () => import('./routes/safety-and-trust').then((m) => m.SafetyAndTrustRoute),
              ['safety'],
            ),
          },
          {
            path: WEB_ROUTES.HOW_IT_WORKS,
            ...publicPage(
              'how-it-works',
              () => import('./routes/how-it-works').then((m) => m.HowItWorksRoute),
              ['howItWorks'],
            ),
          },
          {
            path: WEB_ROUTES.CONTACT_US,
            ...publicPage(
              'contact-us',
              () => import('./routes/contact-us').then((m) => m.ContactUsRoute),
              ['contact', 'inquiries', 'messages'],
            ),
          },
          {
            path: WEB_ROUTES.SHARED_PACKAGE,
            ...page(
              () => import('./routes/shared-package').then((m) => m.SharedPackageRoute),
              ['packages'],
            ),
          },
          {
            path: WEB_ROUTES.VERIFY,
            ...publicPage('verify', () => import('./routes/verify').then((m) => m.VerifyRoute), [
              'verify',
              'messages',
            ]),
          },
          {
            path: WEB_ROUTES.MYPAGE,
            ...page(
              () => import('./routes/mypage/mypage-layout').then((m) => m.MyPageLayout),
              MYPAGE,
            ),
            children: [
              {
                index: true,
                ...page(
                  () => import('./routes/mypage/profile').then((m) => m.MyProfileRoute),
                  [...MYPAGE, 'profile', 'messages'],
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_CASTING,
                ...page(
                  () => import('./routes/mypage/casting').then((m) => m.MyCastingRoute),
                  MY_CASTING,
                ),
              },
              {
                path: BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS,
                ...page(
                  () => import('./routes/mypage/bookings').then((m) => m.BookingsRoute),
                  BOOKINGS,
                ),
              },
              {
                path: BOOKING_WEB_ROUTES.MYPAGE_BOOKING,
                ...page(
                  () => import('./routes/mypage/bookings').then((m) => m.BookingRoute),
                  BOOKINGS,
                ),
              },
              {
                path: BOOKING_WEB_ROUTES.MYPAGE_IMAGE_USAGE,
                ...page(
                  () => import('./routes/mypage/bookings').then((m) => m.ImageUsageRoute),
                  BOOKINGS,
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_CASTING_APPLICANTS,
                ...page(
                  () => import('./routes/mypage/applicants').then((m) => m.ApplicantsRoute),
                  MY_CASTING,
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_PROPOSAL,
                ...page(
                  () => import('./routes/mypage/thread').then((m) => m.ProposalRoute),
                  THREADS,
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_PROPOSAL_THREAD,
                ...page(
                  () => import('./routes/mypage/thread').then((m) => m.ProposalRoute),
                  THREADS,
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_APPLICATION_THREAD,
                ...page(
                  () => import('./routes/mypage/thread').then((m) => m.ApplicationThreadRoute),
                  THREADS,
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_MESSAGES,
                ...page(
                  () => import('./routes/mypage/messages').then((m) => m.MessagesRoute),
                  THREADS,
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_NOTIFICATIONS,
                ...page(
                  () => import('./routes/mypage/notifications').then((m) => m.NotificationsRoute),
                  [...MYPAGE, 'notifications'],
                ),
              },
              {
                // Saved searches and their alerts (issue #29, ADR 0051).
                path: WEB_ROUTES.MYPAGE_SAVED_SEARCHES,
                ...page(
                  () => import('./routes/mypage/saved-searches').then((m) => m.SavedSearchesRoute),
                  [...MYPAGE, 'savedSearches'],
                ),
              },
              {
                // Posting and editing a casting (issue #15, ADR 0026): client accounts only.
                ...page(
                  () => import('./routes/mypage/casting-form').then((m) => m.CastingFormLayout),
                  MYPAGE_CASTINGS,
                ),
                children: [
                  {
                    path: WEB_ROUTES.MYPAGE_CASTING_NEW,
                    ...page(
                      () => import('./routes/mypage/casting-form').then((m) => m.NewCastingRoute),
                      MYPAGE_CASTINGS,
                    ),
                  },
                  {
                    path: WEB_ROUTES.MYPAGE_CASTING_EDIT,
                    ...page(
                      () => import('./routes/mypage/casting-form').then((m) => m.EditCastingRoute),
                      MYPAGE_CASTINGS,
                    ),
                  },
                ],
              },
              {
                path: WEB_ROUTES.MYPAGE_LIKES,
                ...page(
                  () => import('./routes/mypage/likes').then((m) => m.FollowersRoute),
                  MYPAGE_MODELS,
                ),
              },
              {
                path: OPTION_WEB_ROUTES.MYPAGE_OPTIONS,
                ...page(
                  () => import('./routes/mypage/options').then((m) => m.OptionsRoute),
                  [...MYPAGE, 'options', 'messages'],
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_PACKAGES,
                ...page(
                  () => import('./routes/mypage/packages').then((m) => m.PackagesRoute),
                  [...MYPAGE, 'packages'],
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_REVIEWS,
                ...page(
                  () => import('./routes/mypage/reviews').then((m) => m.ReviewsRoute),
                  [...MYPAGE, ...TRUST],
                ),
              },
              {
                path: WEB_ROUTES.MYPAGE_MODEL,
                ...page(
                  () => import('./routes/mypage/model').then((m) => m.ModelManagementLayout),
                  MYPAGE_MODELS,
                ),
                children: [
                  {
                    index: true,
                    ...page(
                      () => import('./routes/mypage/model').then((m) => m.ModelManagementRoute),
                      MYPAGE_MODELS,
                    ),
                  },
                  {
                    path: WEB_ROUTES.MYPAGE_MODEL_NEW,
                    ...page(
                      () => import('./routes/mypage/model-form').then((m) => m.NewModelRoute),
                      MYPAGE_MODELS,
                    ),
                  },
                  {
                    path: WEB_ROUTES.MYPAGE_MODEL_EDIT,
                    ...page(
                      () => import('./routes/mypage/model-form').then((m) => m.EditModelRoute),
                      MYPAGE_MODELS,
                    ),
                  },
                ],
              },
            ],
          },
          {
            path: WEB_ROUTES.ADMIN,
            ...page(() => import('./routes/admin').then((m) => m.AdminLayout), ADMIN),
            children: [
              {
                index: true,
                ...page(() => import('./routes/admin').then((m) => m.AdminDashboard), ADMIN),
              },
              ...(
                [
                  [WEB_ROUTES.ADMIN_CLIENTS, 'AdminClientsRoute'],
                  [WEB_ROUTES.ADMIN_MODEL_REVIEWS, 'AdminModelReviewsRoute'],
                  [WEB_ROUTES.ADMIN_CASTINGS, 'AdminCastingsRoute'],
                  [WEB_ROUTES.ADMIN_REPORTS, 'AdminReportsRoute'],
                  [WEB_ROUTES.ADMIN_ACCOUNTS, 'AdminAccountsRoute'],
                  [WEB_ROUTES.ADMIN_AUDIT_LOG, 'AdminAuditLogRoute'],
                  [WEB_ROUTES.ADMIN_PAY, 'AdminPayRoute'],
                ] as const
              ).map(([path, name]) => ({
                path,
                ...page(() => import('./routes/admin').then((m) => m[name]), ADMIN),
              })),
            ],
          },
          {
            path: WEB_ROUTES.REGISTER_GOOGLE,
            ...page(
              () => import('./routes/register/google').then((m) => m.GoogleReturnRoute),
              ['auth', 'messages'],
            ),
          },
          {
            path: WEB_ROUTES.REGISTER_SIGN_OUT,
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
