-- Issue #25, finding 12: contact details are found once, when a message is written, and kept
-- beside it; a thread page then redacts by cutting at the stored offsets instead of running
-- every pattern over every message on every read. NULL: not known yet (found on read).
ALTER TABLE "messages" ADD COLUMN "contact_spans" JSONB;
