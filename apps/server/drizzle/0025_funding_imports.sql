-- Issue 33 (funding from files): a funding export's payments belong to the import that brought
-- them, so undoing the import removes them; the import counts how many it added.
-- Its journal entry comes after 0025's, with a later `when`: drizzle runs only migrations newer
-- than the last one a database ran, so a database that already ran 0025 still runs this one.
ALTER TABLE "funding_payments" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "trade_imports" ADD COLUMN "funding" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_payments" ADD CONSTRAINT "funding_payments_import_id_trade_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."trade_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_payments_import_idx" ON "funding_payments" USING btree ("import_id");
