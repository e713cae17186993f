-- Issue 38: the trade journal — a note and tags on each round trip and each day of an account,
-- private unless its owner publishes the account's journal.
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_account_kind_key_unique" UNIQUE("account_id","kind","key")
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "journal_entries_account_updated_idx" ON "journal_entries" USING btree ("account_id","updated_at");
--> statement-breakpoint
CREATE TABLE "journal_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_settings" ADD CONSTRAINT "journal_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
