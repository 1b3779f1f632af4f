-- Self-tapes on castings (issue #31, ADR 0053): a casting owner's request, answered by a video
-- of the intro videos' pipeline that belongs to the request and the applicant's application.
CREATE TABLE "self_tape_requests" (
    "id" SERIAL NOT NULL,
    "casting_id" INTEGER NOT NULL,
    "instructions" TEXT NOT NULL,
    "deadline" TIMESTAMP(3) NOT NULL,
    "script_key" TEXT,
    "reminded_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "self_tape_requests_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "self_tape_requests_casting_id_created_at_idx" ON "self_tape_requests"("casting_id", "created_at");
CREATE INDEX "self_tape_requests_reminded_at_deadline_idx" ON "self_tape_requests"("reminded_at", "deadline");

ALTER TABLE "self_tape_requests" ADD CONSTRAINT "self_tape_requests_casting_id_fkey" FOREIGN KEY ("casting_id") REFERENCES "castings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "model_videos" ADD COLUMN "self_tape_request_id" INTEGER,
ADD COLUMN "application_id" INTEGER,
ADD COLUMN "seen_at" TIMESTAMP(3);

CREATE INDEX "model_videos_self_tape_request_id_application_id_idx" ON "model_videos"("self_tape_request_id", "application_id");

ALTER TABLE "model_videos" ADD CONSTRAINT "model_videos_self_tape_request_id_fkey" FOREIGN KEY ("self_tape_request_id") REFERENCES "self_tape_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "model_videos" ADD CONSTRAINT "model_videos_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
