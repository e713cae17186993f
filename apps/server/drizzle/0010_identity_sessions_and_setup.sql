CREATE TABLE "used_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_accounts" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "local_accounts" ADD COLUMN "setup_token_hash" text;--> statement-breakpoint
ALTER TABLE "local_accounts" ADD COLUMN "setup_token_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "used_nonces_expires_idx" ON "used_nonces" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "local_accounts" ADD CONSTRAINT "local_accounts_setup_token_hash_unique" UNIQUE("setup_token_hash");