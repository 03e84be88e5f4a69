CREATE TABLE "known_devices" (
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_token_hash_user_id_pk" PRIMARY KEY("token_hash","user_id")
);
--> statement-breakpoint
CREATE TABLE "login_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "login_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_seen_idx" ON "known_devices" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "login_counters_window_idx" ON "login_counters" USING btree ("window_start");--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;