-- Issue 35: Telegram. Link codes (hashed, one-time), the poller's lease and update offset, and a
-- keyed hash of a channel's address so a chat's message finds its channel.
CREATE TABLE "telegram_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telegram_link_codes" ADD CONSTRAINT "telegram_link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_link_codes_user_idx" ON "telegram_link_codes" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "telegram_poller" (
	"id" integer PRIMARY KEY NOT NULL,
	"update_offset" bigint DEFAULT 0 NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "telegram_poller" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "address_hash" text;--> statement-breakpoint
CREATE INDEX "notification_channels_address_idx" ON "notification_channels" USING btree ("address_hash");
