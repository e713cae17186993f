CREATE TABLE "strategies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"code" text NOT NULL,
	"symbol" text NOT NULL,
	"exchange" text NOT NULL,
	"grouping" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategy_deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"strategy_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_emitted_timestamp" bigint,
	"trades_emitted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_deployments" ADD CONSTRAINT "strategy_deployments_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_deployments" ADD CONSTRAINT "strategy_deployments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "strategies_owner_idx" ON "strategies" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_deployments_strategy_account_idx" ON "strategy_deployments" USING btree ("strategy_id","account_id");--> statement-breakpoint
CREATE INDEX "strategy_deployments_account_idx" ON "strategy_deployments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "strategy_deployments_due_idx" ON "strategy_deployments" USING btree ("is_paused","next_run_at");