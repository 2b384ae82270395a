CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mailbox_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lease_until" timestamp with time zone,
	"counted_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "receipts_status" CHECK ("receipts"."status" in ('pending', 'waiting_for_drive', 'delivered', 'failed')),
	CONSTRAINT "receipts_channel" CHECK ("receipts"."channel" in ('upload', 'email'))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_mailbox_content_unique" ON "receipts" USING btree ("mailbox_id","content_hash");--> statement-breakpoint
CREATE INDEX "receipts_status" ON "receipts" USING btree ("status");