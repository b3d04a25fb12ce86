CREATE TYPE "public"."payout_status" AS ENUM('requested', 'paid');--> statement-breakpoint
CREATE TYPE "public"."receipt_kind" AS ENUM('payment', 'refund');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'processed');--> statement-breakpoint
ALTER TYPE "public"."ledger_account" ADD VALUE 'payout_clearing';--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"consultation_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"requested_by" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" "payout_status" DEFAULT 'requested' NOT NULL,
	"bank_reference" text,
	"paid_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_paid_has_reference" CHECK (("payouts"."status" = 'paid') = ("payouts"."bank_reference" is not null and "payouts"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"kind" "receipt_kind" PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "receipt_kind" NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"refund_id" uuid,
	"amount" numeric(10, 2) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "receipts_kind_sequence_unique" UNIQUE("kind","sequence")
);
--> statement-breakpoint
CREATE TABLE "simulated_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"receipt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_gateway_payments_status" CHECK ("simulated_gateway_payments"."status" in ('captured', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "simulated_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_gateway_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_gateway_payments" ADD CONSTRAINT "simulated_gateway_payments_order_id_simulated_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."simulated_gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_gateway_refunds" ADD CONSTRAINT "simulated_gateway_refunds_payment_id_simulated_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."simulated_gateway_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payouts_professional_idx" ON "payouts" USING btree ("professional_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "receipts_payment_idx" ON "receipts" USING btree ("payment_id","issued_at");--> statement-breakpoint
CREATE INDEX "simulated_gateway_payments_order_idx" ON "simulated_gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "simulated_gateway_refunds_payment_idx" ON "simulated_gateway_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_unreleased_idx" ON "payments" USING btree ("consultation_id") WHERE "payments"."status" = 'paid' and "payments"."released_at" is null;--> statement-breakpoint
-- Receipt numbering starts at 1 per kind; the counters' rows must exist for the row lock.
INSERT INTO "receipt_counters" ("kind", "last_sequence") VALUES ('payment', 0), ('refund', 0);
