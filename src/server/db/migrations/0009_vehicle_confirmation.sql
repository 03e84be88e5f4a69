ALTER TABLE "claim_files" ADD COLUMN "vehicle_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_files" ADD COLUMN "vehicle_confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "vehicle_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_vehicle_confirmed_by_users_id_fk" FOREIGN KEY ("vehicle_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;