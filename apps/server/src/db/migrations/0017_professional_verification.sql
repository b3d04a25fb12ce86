-- Issue 29 §3, decision 216: what an admin checked when approving a professional, who, and when.
-- verified_at is set only by an approval whose checklist was confirmed (licence number checked
-- against the register, credential documents reviewed); professionals approved before this
-- migration keep it null and are not called verified.
ALTER TABLE "users" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_checks" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verification_complete" CHECK (("users"."verified_at" is null) = ("users"."verification_checks" is null));
