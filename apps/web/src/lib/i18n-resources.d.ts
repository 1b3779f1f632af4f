// ADR 0014: t('…') keys are type-checked against the English catalogues. A new namespace
// gets a line here (and a file in both src/locales/en and src/locales/ko).
import type common from '../locales/en/common.json'
import type layout from '../locales/en/layout.json'
import type marketplace from '../locales/en/marketplace.json'
import type mypage from '../locales/en/mypage.json'
import type profile from '../locales/en/profile.json'
import type models from '../locales/en/models.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      layout: typeof layout
      marketplace: typeof marketplace
      mypage: typeof mypage
      profile: typeof profile
      models: typeof models
    }
  }
}
