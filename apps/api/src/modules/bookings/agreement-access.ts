// Who may do what with a booking agreement (issue #28, ADR 0044): one function for the
// resource. The client side is the casting's owner or the proposal's sender; the model side
// the account that owns the profile (a model account or an agency). An administrator reads
// (moderation, disputes) but never accepts, declines or edits. Anybody else gets the 404 of an
// agreement that does not exist, so ids cannot be probed.
import type { AuthContext } from '../../plugins/auth.js'
import { forbidden, notFound } from '../../lib/http-error.js'

export type AgreementRole = 'client' | 'model' | 'admin'
type Viewer = Pick<AuthContext, 'userId' | 'role'>

export function agreementRoleOf(
  viewer: Viewer,
  agreement: { clientId: number; modelUserId: number } | null,
  action: 'read' | 'write',
): Exclude<AgreementRole, 'admin'> | 'admin' {
  if (!agreement) throw notFound()
  if (viewer.userId === agreement.clientId) return 'client'
  if (viewer.userId === agreement.modelUserId) return 'model'
  if (viewer.role !== 'ADMIN') throw notFound()
  if (action === 'write') throw forbidden()
  return 'admin'
}
