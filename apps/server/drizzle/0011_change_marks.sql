CREATE TABLE "change_marks" (
	"scope" uuid NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_marks_scope_txid_idx" ON "change_marks" USING btree ("scope","txid");--> statement-breakpoint
CREATE INDEX "change_marks_marked_at_idx" ON "change_marks" USING btree ("marked_at");--> statement-breakpoint
CREATE FUNCTION "mark_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] is the scope of a changed row, an expression over its columns; one mark per
  -- scope and statement, of the writing transaction.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO "change_marks" ("scope") SELECT DISTINCT %s FROM new_rows', TG_ARGV[0]);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO "change_marks" ("scope") SELECT DISTINCT %s FROM old_rows', TG_ARGV[0]);
  ELSE
    EXECUTE format('INSERT INTO "change_marks" ("scope") SELECT %1$s FROM old_rows UNION SELECT %1$s FROM new_rows', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_mark_insert" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('calendar_id');
--> statement-breakpoint
CREATE TRIGGER "appointments_mark_update" AFTER UPDATE ON "appointments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('calendar_id');
--> statement-breakpoint
CREATE TRIGGER "appointments_mark_delete" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('calendar_id');
--> statement-breakpoint
CREATE TRIGGER "students_mark_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('school_id');
--> statement-breakpoint
CREATE TRIGGER "students_mark_update" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('school_id');
--> statement-breakpoint
CREATE TRIGGER "students_mark_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('school_id');
--> statement-breakpoint
CREATE TRIGGER "courses_mark_insert" AFTER INSERT ON "courses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('coalesce(school_id, owner_id)');
--> statement-breakpoint
CREATE TRIGGER "courses_mark_update" AFTER UPDATE ON "courses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('coalesce(school_id, owner_id)');
--> statement-breakpoint
CREATE TRIGGER "courses_mark_delete" AFTER DELETE ON "courses" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('coalesce(school_id, owner_id)');
--> statement-breakpoint
CREATE TRIGGER "infrastructures_mark_insert" AFTER INSERT ON "infrastructures" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('coalesce(school_id, owner_id)');
--> statement-breakpoint
CREATE TRIGGER "infrastructures_mark_update" AFTER UPDATE ON "infrastructures" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('coalesce(school_id, owner_id)');
--> statement-breakpoint
CREATE TRIGGER "infrastructures_mark_delete" AFTER DELETE ON "infrastructures" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('coalesce(school_id, owner_id)');
--> statement-breakpoint
CREATE TRIGGER "vehicles_mark_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('coalesce(school_id, owner_id)');
--> statement-breakpoint
CREATE TRIGGER "vehicles_mark_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('coalesce(school_id, owner_id)');
--> statement-breakpoint
CREATE TRIGGER "vehicles_mark_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "mark_changes"('coalesce(school_id, owner_id)');
