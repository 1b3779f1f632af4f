// The videos module's door (issue #31, ADR 0052): intro videos on model profiles.
export { sendSelfTapeRemindersHandler, videoJobHandlers } from './video-jobs.js'
export { VIDEO_JOBS } from './videos.service.js'
export { videoRoutes } from './videos.routes.js'
export { transcode, transcodeArgs } from './video-media.js'
export { seedDemoSelfTape } from './demo-self-tapes.js'
export { seedDemoIntroVideos } from './demo-intro-videos.js'
