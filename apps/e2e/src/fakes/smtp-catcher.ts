import { createServer, type Socket } from 'node:net'
import { parseMail } from './mime.js'

export interface CaughtEmail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  receivedAt: string
}

export interface SmtpCatcher {
  port: number
  emails: () => readonly CaughtEmail[]
  close: () => Promise<void>
}

const address = (argument: string) => (/<([^>]*)>/.exec(argument)?.[1] ?? argument).trim().toLowerCase()

/**
 * A loopback SMTP server that accepts every message and keeps it, parsed, in memory.
 * Plain SMTP only (no STARTTLS offered); any AUTH is accepted.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const caught: CaughtEmail[] = []
  const sockets = new Set<Socket>()

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let from = ''
    let to: string[] = []
    let data: string[] | null = null
    const reply = (line: string) => socket.write(`${line}\r\n`)

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase()
      const argument = line.slice(line.indexOf(':') + 1)
      if (verb === 'EHLO') reply('250-e2e.local\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 AUTH PLAIN LOGIN')
      else if (verb === 'HELO') reply('250 e2e.local')
      else if (verb === 'MAIL') {
        from = address(argument.split(/\s+(?=[A-Z]+=)/)[0] ?? '')
        to = []
        reply('250 OK')
      } else if (verb === 'RCPT') {
        to.push(address(argument))
        reply('250 OK')
      } else if (verb === 'DATA') {
        data = []
        reply('354 End data with <CR><LF>.<CR><LF>')
      } else if (verb === 'AUTH') reply('235 Authentication successful')
      else if (verb === 'RSET') {
        from = ''
        to = []
        reply('250 OK')
      } else if (verb === 'NOOP') reply('250 OK')
      else if (verb === 'QUIT') {
        reply('221 Bye')
        socket.end()
      } else reply('502 Command not implemented')
    }

    socket.on('data', (chunk: string) => {
      buffer += chunk
      let newline: number
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        if (data) {
          if (line === '.') {
            const mail = parseMail(data.join('\r\n'))
            caught.push({ from, to, subject: mail.subject, text: mail.text, html: mail.html, receivedAt: new Date().toISOString() })
            data = null
            reply(`250 OK: queued as e2e-${caught.length}`)
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line)
          }
        } else {
          command(line)
        }
      }
    })
    socket.on('error', () => socket.destroy())
    reply('220 e2e.local ESMTP catcher')
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as { port: number }
  return {
    port,
    emails: () => caught,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
