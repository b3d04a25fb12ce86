ALTER TYPE "public"."video_call_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "video_call_id" uuid;--> statement-breakpoint
ALTER TABLE "video_calls" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_calls" ADD COLUMN "ended_by" uuid;--> statement-breakpoint
ALTER TABLE "video_calls" ADD COLUMN "initiator_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_calls" ADD COLUMN "participant_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_video_call_id_video_calls_id_fk" FOREIGN KEY ("video_call_id") REFERENCES "public"."video_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_video_call_idx" ON "chat_messages" USING btree ("video_call_id") WHERE "chat_messages"."video_call_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "video_calls_one_open_per_consultation_idx" ON "video_calls" USING btree ("consultation_id") WHERE status in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "video_calls_open_created_idx" ON "video_calls" USING btree ("created_at") WHERE status in ('pending', 'active');--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_times_in_order" CHECK ("video_calls"."ended_at" is null or "video_calls"."started_at" is null or "video_calls"."ended_at" >= "video_calls"."started_at");