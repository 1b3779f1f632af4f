// The push module's door (issue #29, ADR 0055): its routes. Queuing a push is lib/push's (called
// by notify), delivering it the outbox worker's.
export { pushRoutes } from './push.routes.js'
