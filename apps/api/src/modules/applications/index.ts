// The applications module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export { myCastingsStatements } from './my-castings.js'
export { applicationsRoutes } from './applications.routes.js'
// Who owns a casting's applicants and who is part of an application: the self-tapes (videos
// module, ADR 0053) ask the same rules.
export { assertCastingOwner, roleIn } from './application-rules.js'
