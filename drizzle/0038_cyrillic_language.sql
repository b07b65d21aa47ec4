ALTER TABLE "users" DROP CONSTRAINT "users_language_ck";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('ser', 'cyr', 'en'));