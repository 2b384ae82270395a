CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"raw" "bytea" NOT NULL,
	"mailbox_ids" jsonb NOT NULL,
	"client_ip" text NOT NULL,
	"helo" text NOT NULL,
	"mail_from" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" text,
	"held_month" text,
	"purge_after" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_status" CHECK ("inbound_messages"."status" in ('queued', 'held', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "inbound_notices" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_notices_user_id_kind_key_period_pk" PRIMARY KEY("user_id","kind","key","period")
);
--> statement-breakpoint
CREATE TABLE "inbound_receipts" (
	"mailbox_id" uuid NOT NULL,
	"key" text NOT NULL,
	"inbound_id" uuid NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_receipts_mailbox_id_key_pk" PRIMARY KEY("mailbox_id","key")
);
--> statement-breakpoint
CREATE TABLE "mailbox_messages" (
	"mailbox_id" uuid NOT NULL,
	"inbound_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"outcome" text NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailbox_messages_mailbox_id_inbound_id_pk" PRIMARY KEY("mailbox_id","inbound_id")
);
--> statement-breakpoint
ALTER TABLE "inbound_notices" ADD CONSTRAINT "inbound_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_receipts" ADD CONSTRAINT "inbound_receipts_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD CONSTRAINT "mailbox_messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_messages_status" ON "inbound_messages" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "mailbox_messages_recent" ON "mailbox_messages" USING btree ("mailbox_id","received_at");