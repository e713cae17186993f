-- Issue 37: exposure caps and a loss cooldown on an account. Past a cap, or on an asset whose
-- last trips lost (within the cooldown), an order that opens or adds is refused.
ALTER TABLE "accounts" ADD COLUMN "max_open_positions" integer;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "max_gross_exposure" numeric(38, 18);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "loss_cooldown" jsonb;
