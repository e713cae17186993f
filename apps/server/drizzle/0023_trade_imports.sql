CREATE TABLE "trade_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text,
	"format" text NOT NULL,
	"rows" integer NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "trade_imports" ADD CONSTRAINT "trade_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_imports_account_idx" ON "trade_imports" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_import_id_trade_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."trade_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_import_idx" ON "trades" USING btree ("import_id");