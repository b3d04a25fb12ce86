CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "financial_year" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "invoice_sequence" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "commission" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "taxable_value" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cgst" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "sgst" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "igst" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_financial_year_invoice_sequence_unique" UNIQUE("financial_year","invoice_sequence");
