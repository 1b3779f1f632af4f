import { RANKING_POLICY } from '@cnm/contracts'
import { declareJob, type JobDeclaration } from '../lib/jobs/job-registry.js'
import {
  BOOKING_JOBS,
  sendPayRemindersHandler,
  sendUsageNoticeRemindersHandler,
  sendUsageRemindersHandler,
} from './bookings/index.js'
import { CLOSE_DEADLINES_JOB, closeDeadlinesHandler } from './castings/index.js'
import { purgeArchivedProfilesHandler, PURGE_ARCHIVED_PROFILES_JOB } from './models/index.js'
import { NOTIFICATION_JOBS, sendNotificationEmailsHandler } from './notifications/index.js'
import { expireLapsedOptionsHandler, OPTION_JOBS } from './options/index.js'
import { PHOTO_JOBS, photoJobHandlers } from './photos/index.js'
import { sendSelfTapeRemindersHandler, VIDEO_JOBS, videoJobHandlers } from './videos/index.js'
import { RANKING_JOBS, rankingsAreEmpty, recomputeRankingsHandler } from './rankings/index.js'
import { releaseExpiredReviewsHandler, REVIEW_JOBS } from './reviews/index.js'
import {
  matchSavedSearchesHandler,
  SAVED_SEARCH_JOBS,
  sendSavedSearchDigestsHandler,
} from './saved-searches/index.js'

/**
 * Every background job of the API (issue #27, ADR 0016): name, schedule (`cron`, UTC), retry
 * policy and handler, in one list. app.ts defines those of the mounted modules on the job
 * runner; no module defines a job itself. docs/operations.md ("Background work") lists the
 * same jobs with the same schedules, checked by jobs.test.ts. Every handler is idempotent:
 * pg-boss may run a job again after a crash.
 *
 * policy 'short': at most one queued run at a time (a slow run does not pile up runs).
 * Defaults: 2 retries, 5 s before the first (doubled each time), a run expires after 5 min.
 */
export const JOBS: readonly JobDeclaration[] = [
  // Makes the sizes of an uploaded photo (ADR 0017).
  declareJob({
    module: 'photos',
    name: PHOTO_JOBS.MAKE_VARIANTS,
    policy: 'short',
    retryLimit: 2,
    retryDelaySeconds: 10,
    handler: photoJobHandlers.makeVariants,
  }),
  // Deletes the files of deleted photos.
  declareJob({
    module: 'photos',
    name: PHOTO_JOBS.REMOVE_FILES,
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: photoJobHandlers.removeFiles,
  }),
  // Moves a profile's photo sizes in or out of public view (ADR 0040).
  declareJob({
    module: 'photos',
    name: PHOTO_JOBS.SYNC_VISIBILITY,
    retryLimit: 8,
    retryDelaySeconds: 15,
    expireInSeconds: 10 * 60,
    handler: photoJobHandlers.syncVisibility,
  }),
  // Deletes files no photo row points at (ADR 0017); queues lost uploads again.
  declareJob({
    module: 'photos',
    name: PHOTO_JOBS.CLEANUP,
    cron: '17 * * * *',
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 30 * 60,
    handler: photoJobHandlers.cleanup,
  }),
  // Transcodes an uploaded intro video into the MP4 that is played, with its poster (ADR 0052).
  // A file ffmpeg cannot read ends `failed` at once (no retry); retries are for a run that died.
  declareJob({
    module: 'videos',
    name: VIDEO_JOBS.MAKE_PLAYABLE,
    policy: 'short',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 20 * 60,
    handler: videoJobHandlers.makePlayable,
  }),
  // Deletes video files no row points at (deleted profiles, withdrawn accounts), answers of
  // withdrawn applications, and uploads abandoned for a day with their parts (ADR 0052).
  declareJob({
    module: 'videos',
    name: VIDEO_JOBS.CLEANUP,
    cron: '23 * * * *',
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 30 * 60,
    handler: videoJobHandlers.cleanup,
  }),
  // Reminds shortlisted applicants without a self-tape answer, a day before its deadline (ADR 0053).
  declareJob({
    module: 'videos',
    name: VIDEO_JOBS.SEND_SELF_TAPE_REMINDERS,
    cron: '*/10 * * * *',
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 10 * 60,
    handler: sendSelfTapeRemindersHandler,
  }),
  // Erases the data of archived profiles once no report on them is open (ADR 0032).
  declareJob({
    module: 'models',
    name: PURGE_ARCHIVED_PROFILES_JOB,
    cron: '41 3 * * *',
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 30 * 60,
    handler: purgeArchivedProfilesHandler,
  }),
  // Closes live castings past their deadline, tells applicants (ADR 0023).
  declareJob({
    module: 'castings',
    name: CLOSE_DEADLINES_JOB,
    cron: '* * * * *',
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 120,
    handler: closeDeadlinesHandler,
  }),
  // Notification e-mails through the outbox, one per thread per 15 min (ADR 0025).
  declareJob({
    module: 'notifications',
    name: NOTIFICATION_JOBS.SEND_EMAILS,
    cron: '* * * * *',
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 5 * 60,
    handler: sendNotificationEmailsHandler,
  }),
  // Releases a lone review when its 30-day window closed (ADR 0028).
  declareJob({
    module: 'reviews',
    name: REVIEW_JOBS.RELEASE_EXPIRED,
    cron: '*/10 * * * *',
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 10 * 60,
    handler: releaseExpiredReviewsHandler,
  }),
  // Recomputes /ai-rankings (ADR 0029); also at start when empty.
  declareJob({
    module: 'rankings',
    name: RANKING_JOBS.RECOMPUTE,
    cron: RANKING_POLICY.CRON,
    policy: 'short',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    sendAtStartIf: rankingsAreEmpty,
    handler: recomputeRankingsHandler,
  }),
  // Matches castings gone live, then profiles first published (clients' models searches),
  // against saved searches: one statement per kind, one notification each (ADR 0051).
  declareJob({
    module: 'saved-searches',
    name: SAVED_SEARCH_JOBS.MATCH,
    cron: '*/10 * * * *',
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 5 * 60,
    handler: matchSavedSearchesHandler,
  }),
  // The daily digest e-mail of new matches (00:00 UTC, 09:00 in Seoul), one-click unsubscribe.
  declareJob({
    module: 'saved-searches',
    name: SAVED_SEARCH_JOBS.DIGEST,
    cron: '0 0 * * *',
    policy: 'short',
    retryLimit: 2,
    expireInSeconds: 15 * 60,
    handler: sendSavedSearchDigestsHandler,
  }),
  // Tells both sides a picture usage ends in 30 days, in 7 days, and today (ADR 0048).
  declareJob({
    module: 'bookings',
    name: BOOKING_JOBS.USAGE_REMINDERS,
    cron: '30 0 * * *',
    policy: 'short',
    retryLimit: 2,
    expireInSeconds: 15 * 60,
    handler: sendUsageRemindersHandler,
  }),
  // A usage-ended notice unanswered for 7 days: one reminder to the client (ADR 0056).
  declareJob({
    module: 'bookings',
    name: BOOKING_JOBS.USAGE_NOTICE_REMINDERS,
    cron: '40 0 * * *',
    policy: 'short',
    retryLimit: 2,
    expireInSeconds: 15 * 60,
    handler: sendUsageNoticeRemindersHandler,
  }),
  // Options past their time expire; the option behind a lapsed 1st moves up (ADR 0049).
  declareJob({
    module: 'options',
    name: OPTION_JOBS.EXPIRE_LAPSED,
    cron: '* * * * *',
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 5 * 60,
    handler: expireLapsedOptionsHandler,
  }),
  // Pay reminders before and after the due date, each step once (ADR 0046).
  declareJob({
    module: 'bookings',
    name: BOOKING_JOBS.PAY_REMINDERS,
    cron: '23 * * * *',
    policy: 'short',
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    handler: sendPayRemindersHandler,
  }),
]
