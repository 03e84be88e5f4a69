ALTER TABLE "claims" ADD COLUMN "filed_for_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_email" text;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_filed_for_user_id_users_id_fk" FOREIGN KEY ("filed_for_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;