-- CreateEnum
CREATE TYPE "CastingStatus" AS ENUM ('draft', 'held', 'live', 'closed');

-- CreateEnum
CREATE TYPE "CastingBudgetType" AS ENUM ('total', 'per_day', 'per_hour');

-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('submitted', 'viewed', 'shortlisted', 'declined', 'booked', 'withdrawn');

-- CreateEnum
CREATE TYPE "ProposalStatus" AS ENUM ('pending', 'accepted', 'declined');

-- CreateEnum
CREATE TYPE "ReviewDirection" AS ENUM ('client_to_model', 'model_to_client');

-- CreateEnum
CREATE TYPE "ReportTarget" AS ENUM ('casting', 'message', 'review');

-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "target_casting_id" INTEGER,
ADD COLUMN     "target_ref" TEXT;

-- AlterTable
ALTER TABLE "casting_proposals" ADD COLUMN     "answered_at" TIMESTAMP(3),
ADD COLUMN     "recipient_id" INTEGER,
ADD COLUMN     "status" "ProposalStatus";

-- AlterTable
ALTER TABLE "model_profiles" ADD COLUMN     "featured_at" TIMESTAMP(3),
ADD COLUMN     "featured_order" INTEGER,
ADD COLUMN     "hidden_by_admin_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "suspended_at" TIMESTAMP(3),
ADD COLUMN     "suspended_reason" TEXT;

-- CreateTable
CREATE TABLE "castings" (
    "id" SERIAL NOT NULL,
    "client_id" INTEGER NOT NULL,
    "status" "CastingStatus" NOT NULL DEFAULT 'draft',
    "title" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "product_categories" TEXT NOT NULL,
    "contract_period" INTEGER NOT NULL,
    "budget_type" "CastingBudgetType" NOT NULL DEFAULT 'total',
    "budget" BIGINT NOT NULL,
    "model_category_id" INTEGER,
    "model_detailed_category_id" INTEGER,
    "gender_id" INTEGER,
    "age_min" SMALLINT,
    "age_max" SMALLINT,
    "model_number" INTEGER NOT NULL,
    "filming_date" DATE,
    "filming_date_note" TEXT NOT NULL DEFAULT '',
    "location_of_filming" TEXT NOT NULL,
    "posting_media" TEXT NOT NULL,
    "other_content" TEXT NOT NULL DEFAULT '',
    "city_id" INTEGER,
    "shoot_type_id" INTEGER,
    "usage_scope" TEXT NOT NULL DEFAULT '',
    "usage_months" SMALLINT,
    "application_deadline" TIMESTAMP(3) NOT NULL,
    "hold_reason" TEXT,
    "hidden_at" TIMESTAMP(3),
    "hidden_reason" TEXT,
    "closed_at" TIMESTAMP(3),
    "closed_reason" TEXT,
    "completed_at" TIMESTAMP(3),
    "application_count" INTEGER NOT NULL DEFAULT 0,
    "booked_count" INTEGER NOT NULL DEFAULT 0,
    "is_demo" BOOLEAN NOT NULL DEFAULT false,
    "search_vector" tsvector GENERATED ALWAYS AS (
        (setweight(to_tsvector('simple'::regconfig, title), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, company_name), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, ((product_categories || ' '::text) || other_content)), 'C'::"char")
    ) STORED,
    "published_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "castings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "applications" (
    "id" SERIAL NOT NULL,
    "casting_id" INTEGER NOT NULL,
    "model_profile_id" INTEGER NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "status" "ApplicationStatus" NOT NULL DEFAULT 'submitted',
    "client_note" TEXT NOT NULL DEFAULT '',
    "viewed_at" TIMESTAMP(3),
    "status_changed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_threads" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER,
    "proposal_id" INTEGER,
    "client_id" INTEGER NOT NULL,
    "model_user_id" INTEGER NOT NULL,
    "last_message_at" TIMESTAMP(3),
    "client_unread" INTEGER NOT NULL DEFAULT 0,
    "model_unread" INTEGER NOT NULL DEFAULT 0,
    "client_emailed_at" TIMESTAMP(3),
    "model_emailed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "message_threads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "messages" (
    "id" SERIAL NOT NULL,
    "thread_id" INTEGER NOT NULL,
    "sender_id" INTEGER,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "thread_id" INTEGER,
    "casting_id" INTEGER,
    "read_at" TIMESTAMP(3),
    "emailed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "direction" "ReviewDirection" NOT NULL,
    "author_id" INTEGER,
    "subject_user_id" INTEGER NOT NULL,
    "model_profile_id" INTEGER,
    "rating" SMALLINT NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "released_at" TIMESTAMP(3),
    "hidden_at" TIMESTAMP(3),
    "hidden_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reports" (
    "id" SERIAL NOT NULL,
    "target" "ReportTarget" NOT NULL,
    "casting_id" INTEGER,
    "message_id" INTEGER,
    "review_id" INTEGER,
    "reporter_id" INTEGER,
    "reason_id" INTEGER NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "status" "ModelReportStatus" NOT NULL DEFAULT 'open',
    "request_ip" TEXT,
    "resolved_at" TIMESTAMP(3),
    "resolved_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "model_rankings" (
    "scope" TEXT NOT NULL,
    "profile_id" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "previous_rank" INTEGER,
    "score" DOUBLE PRECISION NOT NULL,
    "breakdown" JSONB NOT NULL DEFAULT '{}',
    "computed_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "model_rankings_pkey" PRIMARY KEY ("scope","profile_id")
);

-- CreateIndex
CREATE INDEX "castings_client_id_created_at_idx" ON "castings"("client_id", "created_at");

-- CreateIndex
CREATE INDEX "castings_status_published_at_id_idx" ON "castings"("status", "published_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "castings_status_application_deadline_id_idx" ON "castings"("status", "application_deadline", "id");

-- CreateIndex
CREATE INDEX "castings_status_budget_id_idx" ON "castings"("status", "budget" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "castings_model_category_id_idx" ON "castings"("model_category_id");

-- CreateIndex
CREATE INDEX "castings_model_detailed_category_id_idx" ON "castings"("model_detailed_category_id");

-- CreateIndex
CREATE INDEX "castings_city_id_idx" ON "castings"("city_id");

-- CreateIndex
CREATE INDEX "castings_search_vector_idx" ON "castings" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "applications_casting_id_status_created_at_idx" ON "applications"("casting_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "applications_applicant_id_created_at_idx" ON "applications"("applicant_id", "created_at");

-- CreateIndex
CREATE INDEX "applications_model_profile_id_idx" ON "applications"("model_profile_id");

-- CreateIndex
CREATE UNIQUE INDEX "applications_casting_id_model_profile_id_key" ON "applications"("casting_id", "model_profile_id");

-- CreateIndex
CREATE UNIQUE INDEX "message_threads_application_id_key" ON "message_threads"("application_id");

-- CreateIndex
CREATE UNIQUE INDEX "message_threads_proposal_id_key" ON "message_threads"("proposal_id");

-- CreateIndex
CREATE INDEX "message_threads_client_id_last_message_at_idx" ON "message_threads"("client_id", "last_message_at" DESC);

-- CreateIndex
CREATE INDEX "message_threads_model_user_id_last_message_at_idx" ON "message_threads"("model_user_id", "last_message_at" DESC);

-- CreateIndex
CREATE INDEX "messages_thread_id_id_idx" ON "messages"("thread_id", "id" DESC);

-- CreateIndex
CREATE INDEX "notifications_user_id_id_idx" ON "notifications"("user_id", "id" DESC);

-- CreateIndex
CREATE INDEX "notifications_user_id_read_at_idx" ON "notifications"("user_id", "read_at");

-- CreateIndex
CREATE INDEX "notifications_emailed_at_created_at_idx" ON "notifications"("emailed_at", "created_at");

-- CreateIndex
CREATE INDEX "reviews_model_profile_id_released_at_idx" ON "reviews"("model_profile_id", "released_at");

-- CreateIndex
CREATE INDEX "reviews_subject_user_id_released_at_idx" ON "reviews"("subject_user_id", "released_at");

-- CreateIndex
CREATE INDEX "reviews_author_id_created_at_idx" ON "reviews"("author_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_application_id_direction_key" ON "reviews"("application_id", "direction");

-- CreateIndex
CREATE INDEX "reports_status_created_at_idx" ON "reports"("status", "created_at");

-- CreateIndex
CREATE INDEX "reports_casting_id_created_at_idx" ON "reports"("casting_id", "created_at");

-- CreateIndex
CREATE INDEX "reports_reporter_id_created_at_idx" ON "reports"("reporter_id", "created_at");

-- CreateIndex
CREATE INDEX "model_rankings_scope_rank_idx" ON "model_rankings"("scope", "rank");

-- CreateIndex
CREATE INDEX "audit_logs_target_casting_id_created_at_idx" ON "audit_logs"("target_casting_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_actor_id_created_at_idx" ON "audit_logs"("actor_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_action_created_at_idx" ON "audit_logs"("action", "created_at");

-- CreateIndex
CREATE INDEX "casting_proposals_recipient_id_created_at_idx" ON "casting_proposals"("recipient_id", "created_at");

-- CreateIndex
CREATE INDEX "casting_proposals_sender_user_id_created_at_idx" ON "casting_proposals"("sender_user_id", "created_at");

-- AddForeignKey
ALTER TABLE "casting_proposals" ADD CONSTRAINT "casting_proposals_recipient_id_fkey" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_target_casting_id_fkey" FOREIGN KEY ("target_casting_id") REFERENCES "castings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "castings" ADD CONSTRAINT "castings_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "castings" ADD CONSTRAINT "castings_model_category_id_fkey" FOREIGN KEY ("model_category_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "castings" ADD CONSTRAINT "castings_model_detailed_category_id_fkey" FOREIGN KEY ("model_detailed_category_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "castings" ADD CONSTRAINT "castings_gender_id_fkey" FOREIGN KEY ("gender_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "castings" ADD CONSTRAINT "castings_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "castings" ADD CONSTRAINT "castings_shoot_type_id_fkey" FOREIGN KEY ("shoot_type_id") REFERENCES "info_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_casting_id_fkey" FOREIGN KEY ("casting_id") REFERENCES "castings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_model_profile_id_fkey" FOREIGN KEY ("model_profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "casting_proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_model_user_id_fkey" FOREIGN KEY ("model_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_fkey" FOREIGN KEY ("thread_id") REFERENCES "message_threads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_thread_id_fkey" FOREIGN KEY ("thread_id") REFERENCES "message_threads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_user_id_fkey" FOREIGN KEY ("subject_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_model_profile_id_fkey" FOREIGN KEY ("model_profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_casting_id_fkey" FOREIGN KEY ("casting_id") REFERENCES "castings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_id_fkey" FOREIGN KEY ("reason_id") REFERENCES "info_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "model_rankings" ADD CONSTRAINT "model_rankings_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "model_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
