-- Issue 28: one name per concept. The owner's complaint on a completed case was stored as
-- "query_*", a word the code keeps for SQL and TanStack Query. Migrations only add within a
-- release (docs/operations.md, rolling restart): the release that is stopping still reads and
-- writes query_*, so this adds complaint_* beside them, copies what is there, and keeps each pair
-- equal while both exist, whichever side writes. The next release drops query_*, their index and
-- constraint, and the two triggers.
ALTER TABLE "consultations" ADD COLUMN "complaint_raised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "complaint_reason" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "complaint_resolved_at" timestamp with time zone;--> statement-breakpoint
UPDATE "consultations"
SET "complaint_raised_at" = "query_raised_at",
    "complaint_reason" = "query_reason",
    "complaint_resolved_at" = "query_resolved_at"
WHERE "query_raised_at" IS NOT NULL OR "query_reason" IS NOT NULL OR "query_resolved_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_complaint_has_reason" CHECK ("consultations"."complaint_raised_at" is null or "consultations"."complaint_reason" is not null);--> statement-breakpoint
CREATE INDEX "consultations_open_complaints_idx" ON "consultations" USING btree ("complaint_raised_at","id") WHERE "consultations"."complaint_raised_at" is not null and "consultations"."complaint_resolved_at" is null;--> statement-breakpoint
-- A row written by either release carries both names: an insert fills the side it left empty, an
-- update copies the side it changed. The triggers fire only where a complaint is involved (an
-- insert with one, an update that names one of these columns), not on every status change.
CREATE FUNCTION consultations_complaint_names_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.complaint_raised_at := coalesce(NEW.complaint_raised_at, NEW.query_raised_at);
    NEW.complaint_reason := coalesce(NEW.complaint_reason, NEW.query_reason);
    NEW.complaint_resolved_at := coalesce(NEW.complaint_resolved_at, NEW.query_resolved_at);
    NEW.query_raised_at := NEW.complaint_raised_at;
    NEW.query_reason := NEW.complaint_reason;
    NEW.query_resolved_at := NEW.complaint_resolved_at;
    RETURN NEW;
  END IF;
  IF NEW.complaint_raised_at IS DISTINCT FROM OLD.complaint_raised_at THEN
    NEW.query_raised_at := NEW.complaint_raised_at;
  ELSIF NEW.query_raised_at IS DISTINCT FROM OLD.query_raised_at THEN
    NEW.complaint_raised_at := NEW.query_raised_at;
  END IF;
  IF NEW.complaint_reason IS DISTINCT FROM OLD.complaint_reason THEN
    NEW.query_reason := NEW.complaint_reason;
  ELSIF NEW.query_reason IS DISTINCT FROM OLD.query_reason THEN
    NEW.complaint_reason := NEW.query_reason;
  END IF;
  IF NEW.complaint_resolved_at IS DISTINCT FROM OLD.complaint_resolved_at THEN
    NEW.query_resolved_at := NEW.complaint_resolved_at;
  ELSIF NEW.query_resolved_at IS DISTINCT FROM OLD.query_resolved_at THEN
    NEW.complaint_resolved_at := NEW.query_resolved_at;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER consultations_complaint_names_insert
  BEFORE INSERT ON consultations
  FOR EACH ROW
  WHEN (NEW.complaint_raised_at IS NOT NULL OR NEW.complaint_reason IS NOT NULL
    OR NEW.complaint_resolved_at IS NOT NULL OR NEW.query_raised_at IS NOT NULL
    OR NEW.query_reason IS NOT NULL OR NEW.query_resolved_at IS NOT NULL)
  EXECUTE FUNCTION consultations_complaint_names_copy();--> statement-breakpoint
CREATE TRIGGER consultations_complaint_names_update
  BEFORE UPDATE OF complaint_raised_at, complaint_reason, complaint_resolved_at,
    query_raised_at, query_reason, query_resolved_at ON consultations
  FOR EACH ROW
  EXECUTE FUNCTION consultations_complaint_names_copy();
