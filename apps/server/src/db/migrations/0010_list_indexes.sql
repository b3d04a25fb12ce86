DROP INDEX "consultations_category_status_created_idx";--> statement-breakpoint
DROP INDEX "consultations_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "consultations_seeking_offers_idx" ON "consultations" USING btree ("category","created_at","id") WHERE "consultations"."status" in ('open', 'pending_offers');--> statement-breakpoint
CREATE INDEX "consultations_assigned_active_idx" ON "consultations" USING btree ("assigned_to","created_at","id") WHERE "consultations"."status" in ('assigned', 'in_progress', 'reopened');--> statement-breakpoint
CREATE INDEX "professional_offers_professional_created_idx" ON "professional_offers" USING btree ("professional_id","created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_user_created_idx" ON "consultations" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");