import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CompCardFile } from './comp-cards.service.js'

/** The header that says when the card was drawn: the same on every cache hit. */
export const GENERATED_AT_HEADER = 'x-comp-card-generated-at'

/**
 * Answers with the card as a download, or 304 when the caller already holds this version.
 * Never stored by a shared cache: a profile that stops being public must stop answering.
 */
export function sendCompCard(
  request: FastifyRequest,
  reply: FastifyReply,
  card: CompCardFile,
  fileName = 'comp-card',
) {
  reply
    .header('etag', card.etag)
    .header(GENERATED_AT_HEADER, card.generatedAt.toISOString())
    .header('cache-control', 'private, no-cache')
  if (request.headers['if-none-match'] === card.etag) return reply.code(304).send()
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}.pdf"`)
    .send(card.pdf)
}
