CREATE TABLE "funding_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"symbol" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"amount_usd" numeric(38, 18),
	"paid_at_ms" bigint NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_syncs" ADD COLUMN "funding_imported" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_payments" ADD CONSTRAINT "funding_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funding_payments_external_idx" ON "funding_payments" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "funding_payments_account_time_idx" ON "funding_payments" USING btree ("account_id","paid_at_ms");
