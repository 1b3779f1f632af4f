// The packages module's door (issue #29, ADR 0045).
export { packagesRoutes } from './packages.routes.js'
export { hashToken } from './package-access.js'
