-- The booked-day check (lib/date-holds.ts, ADR 0054) looks up a profile's confirmed bookings on
-- every option placed, accepted and ranked; without this index it read the whole table
-- (EXPLAIN ANALYZE on 200,000 agreements: a sequential scan, 44 ms; with it, 0.5 ms). It also
-- serves ON DELETE SET NULL when a profile is erased. Expand only (ADR 0057).
CREATE INDEX "booking_agreements_model_profile_id_idx" ON "booking_agreements"("model_profile_id");
