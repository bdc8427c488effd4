ALTER TABLE "appointment_notices" ADD COLUMN "confirmations" jsonb;
--> statement-breakpoint
UPDATE appointment_notices n SET confirmations = jsonb_build_object('email', (k.confirmations->>'email')::boolean, 'sms', (k.confirmations->>'sms')::boolean)
FROM appointments a JOIN courses k ON k.id = a.course_id
WHERE a.id = n.appointment_id;
