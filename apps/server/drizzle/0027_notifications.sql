-- Issue 35: notifications. A user's channels, the outbox of events to tell (written by a trigger
-- on live_events in the writing transaction, only for owners with a channel on), and the
-- deliveries the notifications worker sends.
CREATE TABLE "notification_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"address_sealed" text NOT NULL,
	"secret_sealed" text,
	"levels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"paused_reason" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_channels" ADD CONSTRAINT "notification_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_channels_user_idx" ON "notification_channels" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "notification_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_channel_id_notification_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."notification_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("next_attempt_at") WHERE "notification_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notification_deliveries_user_idx" ON "notification_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_channel_idx" ON "notification_deliveries" USING btree ("channel_id","created_at");--> statement-breakpoint
-- What is worth telling, from the live events a change already writes: a failed signal, a
-- recorded trade, a deployment that failed or was paused. One index probe per statement for
-- users without a channel on; a bulk write (an import) writes no trade.recorded events at all.
CREATE OR REPLACE FUNCTION notification_events_from_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_events (owner_id, event, data)
  SELECT n.owner_id,
         CASE n.type WHEN 'trade.recorded' THEN 'trade.executed'
                     WHEN 'deployment.changed' THEN 'deployment.' || (n.data->>'change')
                     ELSE n.type END,
         n.data
  FROM nt n
  WHERE n.owner_id IS NOT NULL
    AND (n.type IN ('signal.failed', 'trade.recorded')
         OR (n.type = 'deployment.changed' AND n.data->>'change' IN ('failed', 'paused')))
    AND EXISTS (SELECT 1 FROM notification_channels c WHERE c.user_id = n.owner_id AND c.enabled)
  ORDER BY n.id;
  IF FOUND THEN
    PERFORM pg_notify('pulso_notifications', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notification_events_from_live AFTER INSERT ON live_events
  REFERENCING NEW TABLE AS nt FOR EACH STATEMENT EXECUTE FUNCTION notification_events_from_live();
