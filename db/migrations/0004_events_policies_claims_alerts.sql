CREATE TABLE `alert_reads` (
	`alert_id` text NOT NULL,
	`user_id` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `user_id`),
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_reads_user_idx` ON `alert_reads` (`user_id`);--> statement-breakpoint
CREATE TABLE `alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`kind` text NOT NULL,
	`event_id` text,
	`claim_id` text,
	`user_id` text,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `detention_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alerts_company_dedupe_unique` ON `alerts` (`company_id`,`dedupe_key`);--> statement-breakpoint
CREATE INDEX `alerts_company_created_idx` ON `alerts` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `alerts_event_idx` ON `alerts` (`event_id`);--> statement-breakpoint
CREATE INDEX `alerts_claim_idx` ON `alerts` (`claim_id`);--> statement-breakpoint
CREATE INDEX `alerts_user_idx` ON `alerts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `claim_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`claim_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`received_at` integer NOT NULL,
	`note` text,
	`recorded_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claim_id`) REFERENCES `claims`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `claim_payments_claim_idx` ON `claim_payments` (`claim_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `claim_payments_company_idx` ON `claim_payments` (`company_id`);--> statement-breakpoint
CREATE INDEX `claim_payments_recorded_by_idx` ON `claim_payments` (`recorded_by`);--> statement-breakpoint
CREATE TABLE `claim_settings` (
	`company_id` text PRIMARY KEY NOT NULL,
	`reminder_days` integer DEFAULT 30 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `claims` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`event_id` text NOT NULL,
	`customer_id` text,
	`number` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`amount_cents` integer NOT NULL,
	`billed_minutes` integer NOT NULL,
	`received_cents` integer DEFAULT 0 NOT NULL,
	`breakdown` text NOT NULL,
	`note` text,
	`created_by` text,
	`sent_at` integer,
	`closed_at` integer,
	`last_reminder_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `detention_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `claims_event_unique` ON `claims` (`event_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `claims_company_number_unique` ON `claims` (`company_id`,`number`);--> statement-breakpoint
CREATE INDEX `claims_company_status_idx` ON `claims` (`company_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `claims_company_created_idx` ON `claims` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `claims_customer_idx` ON `claims` (`customer_id`);--> statement-breakpoint
CREATE INDEX `claims_status_sent_idx` ON `claims` (`status`,`sent_at`);--> statement-breakpoint
CREATE INDEX `claims_created_by_idx` ON `claims` (`created_by`);--> statement-breakpoint
CREATE TABLE `event_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`event_id` text NOT NULL,
	`author_user_id` text,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `detention_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `event_notes_event_idx` ON `event_notes` (`event_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `event_notes_company_idx` ON `event_notes` (`company_id`);--> statement-breakpoint
CREATE INDEX `event_notes_author_idx` ON `event_notes` (`author_user_id`);--> statement-breakpoint
CREATE TABLE `detention_policies` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`scope` text NOT NULL,
	`customer_id` text,
	`facility_id` text,
	`target_key` text NOT NULL,
	`settings` text NOT NULL,
	`updated_by` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `policies_company_target_unique` ON `detention_policies` (`company_id`,`target_key`);--> statement-breakpoint
CREATE INDEX `policies_customer_idx` ON `detention_policies` (`customer_id`);--> statement-breakpoint
CREATE INDEX `policies_facility_idx` ON `detention_policies` (`facility_id`);--> statement-breakpoint
CREATE INDEX `policies_updated_by_idx` ON `detention_policies` (`updated_by`);--> statement-breakpoint
CREATE INDEX `events_status_company_idx` ON `detention_events` (`status`,`company_id`);