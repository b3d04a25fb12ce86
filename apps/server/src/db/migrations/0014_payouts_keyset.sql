DROP INDEX "payouts_status_idx";--> statement-breakpoint
CREATE INDEX "payouts_requested_idx" ON "payouts" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","requested_at","id");