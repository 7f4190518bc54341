DROP INDEX `events_company_report_idx`;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `priced_at` integer;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `priced_policy` text;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `priced_billable` integer;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `priced_billed_minutes` integer;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `priced_cents` integer;--> statement-breakpoint
CREATE INDEX `events_company_report_idx` ON `detention_events` (`company_id`,`check_in_time`,`status`,`check_out_time`,`user_id`,`appointment_time`,`free_time_minutes`,`facility_id`,`customer_id`,`facility_name`,`priced_billable`,`priced_cents`);--> statement-breakpoint
ALTER TABLE `claim_payments` ADD `reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `claim_payments_reference_unique` ON `claim_payments` (`claim_id`,`reference`);--> statement-breakpoint
ALTER TABLE `claim_settings` ADD `open_stop_confirm_hours` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `claim_settings` ADD `open_stop_limit_hours` integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE `claims` ADD `invoice_key` text;--> statement-breakpoint
ALTER TABLE `claims` ADD `invoice_sha256` text;--> statement-breakpoint
-- Hand-written backfill: a stop claimed before this migration keeps the price its claim was generated with
-- (the claim's frozen amount, billed minutes and policy), so no later policy change reprices it.
UPDATE `detention_events` SET
  `priced_at` = (SELECT `created_at` FROM `claims` WHERE `claims`.`event_id` = `detention_events`.`id`),
  `priced_policy` = (SELECT json_extract(`breakdown`, '$.policy') FROM `claims` WHERE `claims`.`event_id` = `detention_events`.`id` AND json_valid(`breakdown`)),
  `priced_billable` = 1,
  `priced_billed_minutes` = (SELECT `billed_minutes` FROM `claims` WHERE `claims`.`event_id` = `detention_events`.`id`),
  `priced_cents` = (SELECT `amount_cents` FROM `claims` WHERE `claims`.`event_id` = `detention_events`.`id`)
WHERE `id` IN (SELECT `event_id` FROM `claims`);
