-- Issue 37: the pause switch — a paused account (or every account of a paused user) opens and
-- adds to no position; orders that reduce one still execute.
ALTER TABLE "accounts" ADD COLUMN "entries_paused" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entries_paused" boolean DEFAULT false NOT NULL;
