CREATE TABLE `claim_links` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`claim_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by` text,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`last_opened_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `claim_links_token_unique` ON `claim_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `claim_links_claim_idx` ON `claim_links` (`claim_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `claim_links_company_idx` ON `claim_links` (`company_id`);--> statement-breakpoint
CREATE INDEX `claim_links_created_by_idx` ON `claim_links` (`created_by`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `provider_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `claim_id` text;--> statement-breakpoint
CREATE INDEX `email_outbox_provider_idx` ON `email_outbox` (`provider_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_claim_idx` ON `email_outbox` (`claim_id`);--> statement-breakpoint
ALTER TABLE `claims` ADD `due_at` integer;--> statement-breakpoint
ALTER TABLE `claims` ADD `send_error` text;--> statement-breakpoint
ALTER TABLE `claims` ADD `sending_at` integer;--> statement-breakpoint
ALTER TABLE `claims` ADD `payer_reminders` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `claims_status_due_idx` ON `claims` (`status`,`due_at`);--> statement-breakpoint
ALTER TABLE `customers` ADD `reminder_days` text DEFAULT '[7,14,30]' NOT NULL;--> statement-breakpoint
-- Hand-written backfill: claims sent before due dates were kept fall due after their customer's payment terms
-- (30 days without a customer), counted from the day they were sent.
UPDATE `claims` SET `due_at` = `sent_at` + 86400000 * coalesce(
  (SELECT `payment_terms_days` FROM `customers` WHERE `customers`.`id` = `claims`.`customer_id`), 30)
WHERE `sent_at` IS NOT NULL AND `due_at` IS NULL;
