// ADR 0014: t('…') keys are type-checked against the English catalogues. A new namespace
// gets a line here (and a file in both src/locales/en and src/locales/ko).
import type about from '../locales/en/about.json'
import type admin from '../locales/en/admin.json'
import type auth from '../locales/en/auth.json'
import type castings from '../locales/en/castings.json'
import type common from '../locales/en/common.json'
import type contact from '../locales/en/contact.json'
import type home from '../locales/en/home.json'
import type howItWorks from '../locales/en/howItWorks.json'
import type inquiries from '../locales/en/inquiries.json'
import type layout from '../locales/en/layout.json'
import type marketplace from '../locales/en/marketplace.json'
import type messages from '../locales/en/messages.json'
import type mypage from '../locales/en/mypage.json'
import type myCasting from '../locales/en/myCasting.json'
import type notifications from '../locales/en/notifications.json'
import type profile from '../locales/en/profile.json'
import type rankings from '../locales/en/rankings.json'
import type models from '../locales/en/models.json'
import type safety from '../locales/en/safety.json'
import type trust from '../locales/en/trust.json'
import type threads from '../locales/en/threads.json'
import type verify from '../locales/en/verify.json'
import type savedSearches from '../locales/en/savedSearches.json'
import type packages from '../locales/en/packages.json'
import type options from '../locales/en/options.json'
import type bookings from '../locales/en/bookings.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      about: typeof about
      admin: typeof admin
      auth: typeof auth
      bookings: typeof bookings
      castings: typeof castings
      common: typeof common
      contact: typeof contact
      home: typeof home
      howItWorks: typeof howItWorks
      inquiries: typeof inquiries
      layout: typeof layout
      marketplace: typeof marketplace
      messages: typeof messages
      mypage: typeof mypage
      myCasting: typeof myCasting
      notifications: typeof notifications
      profile: typeof profile
      rankings: typeof rankings
      models: typeof models
      safety: typeof safety
      trust: typeof trust
      threads: typeof threads
      verify: typeof verify
      savedSearches: typeof savedSearches
      packages: typeof packages
      options: typeof options
    }
  }
}
