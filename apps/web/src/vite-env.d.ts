/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_PRIVACY_URL?: string
  readonly VITE_TERMS_URL?: string
  readonly VITE_COMPANY_URL?: string
  readonly VITE_COMPANY_CEO?: string
  readonly VITE_COMPANY_ADDRESS?: string
  readonly VITE_COMPANY_ADDRESS_KO?: string
  readonly VITE_COMPANY_EMAIL?: string
  readonly VITE_COMPANY_PHONE?: string
  readonly VITE_COMPANY_BUSINESS_NUMBER?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
