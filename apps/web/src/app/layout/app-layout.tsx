import { useTranslation } from 'react-i18next'
import { Suspense } from 'react'
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { NoticeRegion } from '@/components/ui/notice-region'
import { AuthModals } from '@/features/auth/components/auth-modals'
import { CurrentUserWatcher } from './current-user-watcher'
import { LiveUpdates } from './live-updates'
import { ServiceWorkerRegistration } from './service-worker-registration'
import { Footer } from './footer'
import { Header } from './header'

export function AppLayout() {
  const navigation = useNavigation()
  const { t } = useTranslation('layout')
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      {/* While the next page's code loads the current page stays; a spinner appears only after 200 ms. */}
      {navigation.state === 'loading' && <DelayedFallback variant="overlay" />}
      <main id="main" tabIndex={-1} className="site-main">
        {/* A page using a catalogue that is not loaded yet waits here (ADR 0014). */}
        <Suspense fallback={<DelayedFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AuthModals />
      <NoticeRegion />
      <CurrentUserWatcher />
      <LiveUpdates />
      <ServiceWorkerRegistration />
      <ScrollRestoration />
    </>
  )
}
