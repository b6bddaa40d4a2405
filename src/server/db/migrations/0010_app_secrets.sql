CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_secrets_seen" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"last_seen" timestamp with time zone NOT NULL
);
