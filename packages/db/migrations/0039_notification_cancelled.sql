-- An actionable notification whose asker took it back (a connection invite cancelled by its sender)
-- is `cancelled`, no longer `rejected`: the person asked read "Declined" as if they had refused.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_action_status_check";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "action_status" SET DATA TYPE varchar(9);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_action_status_check" CHECK ("notifications"."action_status" is null or "notifications"."action_status" in ('pending', 'accepted', 'rejected', 'cancelled'));--> statement-breakpoint
-- Invites cancelled before this change left their notification `rejected`: say what happened.
UPDATE "notifications" n SET "action_status" = 'cancelled'
  FROM "connection_invites" i
 WHERE n."type" = 'connection.invite' AND n."action_status" = 'rejected'
   AND n."data" ->> 'invite_id' = i."id"::text AND i."status" = 'cancelled';
