-- Issue 29 §2, decision 215: public professional profiles at /professionals/<name>-<key>.
-- public_key is the stable part of the address (ten hex characters, drawn once per account by the
-- default, so existing accounts get theirs here); show_public_profile is the professional's
-- "Show my profile publicly" switch, on unless they turn it off.
ALTER TABLE "users" ADD COLUMN "public_key" text DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 10) NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_public_profile" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_public_key_unique" UNIQUE("public_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_public_key_shape" CHECK ("users"."public_key" ~ '^[0-9a-f]{10}$');
