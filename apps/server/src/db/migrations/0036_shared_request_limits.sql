CREATE TABLE "request_limits" (
	"route_key" text NOT NULL,
	"client_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "request_limits_route_key_client_key_pk" PRIMARY KEY("route_key","client_key")
);
--> statement-breakpoint
CREATE INDEX "request_limits_window_end_idx" ON "request_limits" USING btree ("window_end");