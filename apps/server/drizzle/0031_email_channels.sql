-- Issue 35: e-mail channels. An address is sent nothing until its owner types the code mailed to
-- it: only the code's keyed hash is kept, with its expiry and wrong tries. Codes sent to an
-- address (by its keyed hash) are counted, so the route cannot be used to flood a mailbox.
ALTER TABLE "notification_channels" ADD COLUMN "awaiting_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "email_confirmations" (
	"channel_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_channel_id_notification_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notification_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "email_code_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_code_sends_address_idx" ON "email_code_sends" USING btree ("address_hash","sent_at");
