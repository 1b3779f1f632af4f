// The options module's door (issue #29, ADR 0049): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module.
export { optionsRoutes } from './options.routes.js'
export { createOptionsService } from './options.service.js'
export { OPTION_JOBS, expireLapsedOptionsHandler } from './option-jobs.js'
export { seedDemoOptions } from './demo-options.js'
