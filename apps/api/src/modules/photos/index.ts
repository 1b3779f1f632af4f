// The photos module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export { addDemoPhotos } from './demo-photos.js'
export { photoForPrint } from './photo-print.js'
export { renderPhoto } from './photo-variants.js'
export {
  createWithheldMedia,
  managerPhotoUrl,
  publicPhotoUrl,
  queuePhotoVisibilitySync,
} from './photo-visibility.js'
export type { QueuePhotoVisibility } from './photo-visibility.js'
export { queueProfilePhotoFilesRemoval, removeFilesOfDeletedPhotos } from './photos.service.js'
export { modelPhotoHooks, modelPhotosPlugin, withheldMediaOf } from './model-photo-hooks.js'
export type { ModelPhotoHooks } from './model-photo-hooks.js'
export { photoJobHandlers } from './photo-jobs.js'
export { PHOTO_JOBS } from './photos.service.js'
export { photoRoutes } from './photos.routes.js'
