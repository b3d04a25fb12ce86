CREATE TABLE "service_heartbeats" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"last_beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "consultations_status_created_idx";--> statement-breakpoint
DROP INDEX "consultations_open_queries_idx";--> statement-breakpoint
DROP INDEX "payments_status_created_idx";--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_professional_applied_idx" ON "users" USING btree ("professional_applied_at") WHERE "users"."professional_applied_at" is not null;--> statement-breakpoint
CREATE INDEX "consultations_created_idx" ON "consultations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_category_created_idx" ON "consultations" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_completed_at_idx" ON "consultations" USING btree ("completed_at") WHERE "consultations"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_status_created_idx" ON "consultations" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_open_queries_idx" ON "consultations" USING btree ("query_raised_at","id") WHERE "consultations"."query_raised_at" is not null and "consultations"."query_resolved_at" is null;--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");