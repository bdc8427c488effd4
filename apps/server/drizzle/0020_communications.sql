CREATE TABLE "appointment_notice_queue" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_notices" (
	"appointment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"monitor_id" uuid NOT NULL,
	"school_id" uuid,
	"lesson" text NOT NULL,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"noticed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_notices_appointment_id_student_id_pk" PRIMARY KEY("appointment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "communication_settings" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid,
	"whatsapp_link" boolean DEFAULT false NOT NULL,
	"confirm_email" boolean DEFAULT true NOT NULL,
	"confirm_sms" boolean DEFAULT false NOT NULL,
	"remind_email" boolean DEFAULT true NOT NULL,
	"remind_email_days" integer DEFAULT 1 NOT NULL,
	"remind_sms" boolean DEFAULT false NOT NULL,
	"remind_sms_days" integer DEFAULT 1 NOT NULL,
	"default_lesson_price_centimes" integer,
	"sender_name" text,
	"sender_address" text,
	"mail_account" text DEFAULT 'product' NOT NULL,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_security" text,
	"smtp_user" text,
	"smtp_password_sealed" text,
	"imap_host" text,
	"imap_port" integer,
	"imap_security" text,
	"imap_user" text,
	"imap_password_sealed" text,
	"microsoft_address" text,
	"microsoft_refresh_token_sealed" text,
	"sms_account" text DEFAULT 'product' NOT NULL,
	"sms_user_key" text,
	"sms_password_sealed" text,
	"sms_originator" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_id" uuid,
	"sender_id" uuid,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"language" text,
	"student_id" uuid,
	"appointment_id" uuid,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dedupe_key" text,
	"status" text NOT NULL,
	"failure" text,
	"via" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"credits" integer,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_credit_accounts" (
	"payer_id" uuid PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"allowance_used" integer DEFAULT 0 NOT NULL,
	"pack_balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "monthly_sms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_notices" ADD CONSTRAINT "appointment_notices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_settings" ADD CONSTRAINT "communication_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_settings" ADD CONSTRAINT "communication_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_key" ON "messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "messages_owner_created_idx" ON "messages" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_school_created_idx" ON "messages" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_student_created_idx" ON "messages" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_appointment_idx" ON "messages" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "messages_planned_idx" ON "messages" USING btree ("planned_at") WHERE "messages"."status" = 'planned';--> statement-breakpoint
CREATE INDEX "sms_credit_entries_payer_idx" ON "sms_credit_entries" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_credit_entries_message_key" ON "sms_credit_entries" USING btree ("message_id","kind") WHERE "sms_credit_entries"."message_id" is not null;--> statement-breakpoint
CREATE FUNCTION queue_appointment_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_notice_queue (appointment_id) VALUES (NEW.id) ON CONFLICT (appointment_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION queue_appointment_student_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO appointment_notice_queue (appointment_id) VALUES (OLD.appointment_id) ON CONFLICT (appointment_id) DO NOTHING;
  ELSE
    INSERT INTO appointment_notice_queue (appointment_id) VALUES (NEW.appointment_id) ON CONFLICT (appointment_id) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointment_students_notice
  AFTER INSERT OR DELETE ON appointment_students
  FOR EACH ROW EXECUTE FUNCTION queue_appointment_student_notice();
--> statement-breakpoint
CREATE TRIGGER appointments_time_notice
  AFTER UPDATE OF starts_at, ends_at, all_day ON appointments
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.ends_at IS DISTINCT FROM NEW.ends_at OR OLD.all_day IS DISTINCT FROM NEW.all_day)
  EXECUTE FUNCTION queue_appointment_notice();
--> statement-breakpoint
INSERT INTO messages (id, school_id, owner_id, sender_id, channel, kind, recipient, subject, body, student_id, planned_at, status, via, attempts, sent_at, created_at)
SELECT o.id, u.school_id, u.id, u.id, o.channel, 'other', o.recipient, o.subject, o.body,
  (SELECT s.id FROM students s WHERE s.id = o.student_id), o.created_at,
  CASE o.status WHEN 'local' THEN 'sent' WHEN 'sent' THEN 'sent' WHEN 'failed' THEN 'failed' ELSE 'unknown' END,
  CASE o.status WHEN 'local' THEN 'local' ELSE 'product' END,
  1, CASE WHEN o.status IN ('local', 'sent') THEN o.created_at END, o.created_at
FROM outbox_messages o LEFT JOIN users u ON u.id = o.sender_id;
--> statement-breakpoint
UPDATE licences SET monthly_sms = 100 WHERE 'admin' = ANY(modules);
--> statement-breakpoint
INSERT INTO appointment_notices (appointment_id, student_id, monitor_id, school_id, lesson, location, starts_at, ends_at, all_day)
SELECT a.id, x.student_id, c.owner_id, a.school_id, COALESCE(k.label, a.title), a.location, a.starts_at, a.ends_at, a.all_day
FROM appointments a
JOIN appointment_students x ON x.appointment_id = a.id
JOIN calendars c ON c.id = a.calendar_id
LEFT JOIN courses k ON k.id = a.course_id;
--> statement-breakpoint
INSERT INTO appointment_notice_queue (appointment_id)
SELECT a.id FROM appointments a WHERE a.starts_at > now() AND EXISTS (SELECT 1 FROM appointment_students x WHERE x.appointment_id = a.id);
