// The comp cards module's door (issue #29, ADR 0045): the route, and the service a package
// uses to hand out the cards of the profiles it shows.
export { createCompCardService, SIZED_PROFILE_SELECT } from './comp-cards.service.js'
export type { CompCardFile, CompCardService } from './comp-cards.service.js'
export { GENERATED_AT_HEADER, sendCompCard } from './send-comp-card.js'
export { compCardsRoutes } from './comp-cards.routes.js'
