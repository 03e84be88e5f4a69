CREATE TABLE "analyses" (
	"sha256" text NOT NULL,
	"pipeline_version" text NOT NULL,
	"result" jsonb NOT NULL,
	"ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analyses_sha256_pipeline_version_pk" PRIMARY KEY("sha256","pipeline_version")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "confidence" real;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "pipeline_version" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_sha_idx" ON "uploads" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "uploads_expires_idx" ON "uploads" USING btree ("expires_at");