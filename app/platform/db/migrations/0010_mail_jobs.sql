-- Enquiries and staff mail are delivered by background jobs (decisions 010 and 024). Every row
-- still waiting in the old queues gets its delivery job here, due when the old loop would have
-- tried it next, with the attempts it has made so far, so its pauses go on growing from there.
-- Never given up: the attempts allowed are the largest integer.
INSERT INTO "jobs" ("kind", "singleton_key", "payload", "run_at", "attempts", "max_attempts")
SELECT 'deliver-enquiry', 'deliver-enquiry:' || "e"."id", jsonb_build_object('enquiryId', "e"."id"),
	"e"."next_attempt_at", "e"."attempts", 2147483647
FROM "enquiries" "e"
WHERE "e"."delivery_status" = 'pending'
	AND NOT EXISTS (
		SELECT 1 FROM "jobs" "j"
		WHERE "j"."singleton_key" = 'deliver-enquiry:' || "e"."id" AND "j"."state" IN ('queued', 'running')
	);
--> statement-breakpoint
INSERT INTO "jobs" ("kind", "singleton_key", "payload", "run_at", "attempts", "max_attempts")
SELECT 'deliver-mail', 'deliver-mail:' || "m"."id", jsonb_build_object('mailId', "m"."id"),
	"m"."next_attempt_at", "m"."attempts", 2147483647
FROM "outgoing_mail" "m"
WHERE "m"."delivery_status" = 'pending'
	AND NOT EXISTS (
		SELECT 1 FROM "jobs" "j"
		WHERE "j"."singleton_key" = 'deliver-mail:' || "m"."id" AND "j"."state" IN ('queued', 'running')
	);
