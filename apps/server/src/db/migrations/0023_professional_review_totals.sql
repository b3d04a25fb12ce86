-- Issue 33: a list of offers shows each professional's rating and review count, and grouping all
-- of a professional's reviews on every read grows with their reviews (8,400 each for the busiest
-- at a million consultations: 0.7 s for ten of them). The totals are kept per professional as
-- reviews are written, so the read is one row each. The trigger runs in the database, so a
-- release still running the old code (rolling restart) keeps the totals right too. A row whose
-- count falls to 0 stays; readers skip it.
CREATE TABLE "professional_review_totals" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"rating_sum" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION professional_review_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE professional_review_totals
    SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating
    WHERE professional_id = OLD.professional_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO professional_review_totals (professional_id, review_count, rating_sum)
    VALUES (NEW.professional_id, 1, NEW.rating)
    ON CONFLICT (professional_id) DO UPDATE
    SET review_count = professional_review_totals.review_count + 1,
        rating_sum = professional_review_totals.rating_sum + EXCLUDED.rating_sum;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_professional_totals AFTER INSERT OR DELETE OR UPDATE OF professional_id, rating ON reviews
FOR EACH ROW EXECUTE FUNCTION professional_review_totals_follow();--> statement-breakpoint
INSERT INTO professional_review_totals (professional_id, review_count, rating_sum)
SELECT professional_id, count(*), sum(rating) FROM reviews GROUP BY professional_id;
