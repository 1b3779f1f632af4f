// The only module that reads import.meta.env; everything else imports `config`.

type Env = Partial<Record<keyof ImportMetaEnv, string | undefined>>

const pick = (value: string | undefined, fallback: string) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : fallback
}

export function readConfig(env: Env) {
  return Object.freeze({
    apiBaseUrl: pick(env.VITE_API_BASE_URL, '/api'),
    links: Object.freeze({
      privacy: pick(env.VITE_PRIVACY_URL, 'https://castingnmodel.com/privacy-policy'),
      terms: pick(env.VITE_TERMS_URL, 'https://castingnmodel.com/terms-of-use'),
      company: pick(env.VITE_COMPANY_URL, 'https://castingnmodel.com/company'),
    }),
    // Legal details belong to the operating company and change without a code release,
    // so they come from the build environment. Blank values are hidden in the footer.
    company: Object.freeze({
      name: 'Casting N Model',
      ceo: pick(env.VITE_COMPANY_CEO, ''),
      address: pick(env.VITE_COMPANY_ADDRESS, 'Seoul, Republic of Korea'),
      /** The same address for Korean visitors (issue #19); the English one when unset. */
      addressKo: pick(
        env.VITE_COMPANY_ADDRESS_KO,
        env.VITE_COMPANY_ADDRESS?.trim() ? env.VITE_COMPANY_ADDRESS : '대한민국 서울',
      ),
      email: pick(env.VITE_COMPANY_EMAIL, 'contact@castingnmodel.com'),
      phone: pick(env.VITE_COMPANY_PHONE, ''),
      businessNumber: pick(env.VITE_COMPANY_BUSINESS_NUMBER, ''),
    }),
  })
}

export type AppConfig = ReturnType<typeof readConfig>

/** The operator's address in the language on screen (issue #19). */
export const companyAddress = (company: AppConfig['company'], language: string | undefined) =>
  language === 'ko' ? company.addressKo : company.address

export const config: AppConfig = readConfig(import.meta.env)
