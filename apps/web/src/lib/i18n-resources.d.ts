// ADR 0014: t('…') keys are type-checked against the English catalogues. A new namespace
// gets a line here (and a file in both src/locales/en and src/locales/ko).
import type common from '../locales/en/common.json'
import type layout from '../locales/en/layout.json'
import type models from '../locales/en/models.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      layout: typeof layout
      models: typeof models
    }
  }
}
