CREATE TABLE "quota_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quota_reservations" ADD CONSTRAINT "quota_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_reservations_user_idx" ON "quota_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quota_reservations_expires_idx" ON "quota_reservations" USING btree ("expires_at");