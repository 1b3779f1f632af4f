import MailDev from 'maildev'

export interface MailCatcher {
  smtpPort: number
  webUrl: string
  close: () => Promise<void>
}

/** MailDev in this process: an SMTP server that keeps every message, with a web UI to read them. */
export async function startMailCatcher(options: {
  smtpPort: number
  webPort: number
}): Promise<MailCatcher> {
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: '127.0.0.1',
    silent: true,
  })
  await new Promise<void>((resolve, reject) => {
    maildev.listen((error?: Error) =>
      error ? reject(new Error(`mail catcher did not start: ${error.message}`)) : resolve(),
    )
  })
  return {
    smtpPort: options.smtpPort,
    webUrl: `http://localhost:${options.webPort}/`,
    close: () => new Promise<void>((resolve) => maildev.close(() => resolve())),
  }
}
