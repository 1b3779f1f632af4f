// maildev 2 ships no type declarations; only what this package uses.
declare module 'maildev' {
  interface MailDevOptions {
    smtp?: number
    web?: number
    ip?: string
    silent?: boolean
  }
  export default class MailDev {
    constructor(options: MailDevOptions)
    listen(callback?: (error?: Error) => void): void
    close(callback?: () => void): void
  }
}
