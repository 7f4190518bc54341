CREATE TABLE `auth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_tokens_user_idx` ON `auth_tokens` (`user_id`,`kind`);--> statement-breakpoint
CREATE INDEX `auth_tokens_hash_idx` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to_address`,`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `billing_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created` integer NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_customers` (
	`company_id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`provider_customer_id` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_customers_provider_unique` ON `payment_customers` (`provider_customer_id`);--> statement-breakpoint
CREATE INDEX `payment_customers_user_idx` ON `payment_customers` (`user_id`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text,
	`customer_id` text NOT NULL,
	`status` text NOT NULL,
	`price_id` text,
	`created` integer NOT NULL,
	`current_period_start` integer,
	`current_period_end` integer,
	`trial_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`canceled_at` integer,
	`provider_updated` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `subscriptions_company_idx` ON `subscriptions` (`company_id`,`created`);--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`fleet_size` text NOT NULL,
	`address` text,
	`phone` text,
	`dot_number` text,
	`mc_number` text,
	`timezone` text DEFAULT 'America/Chicago' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `event_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`event_id` text,
	`uploaded_by` text,
	`name` text NOT NULL,
	`description` text,
	`type` text NOT NULL,
	`object_key` text NOT NULL,
	`size` integer NOT NULL,
	`sha256` text NOT NULL,
	`category` text DEFAULT 'other' NOT NULL,
	`metadata` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`archived_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `detention_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `documents_company_created_idx` ON `event_documents` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `documents_event_idx` ON `event_documents` (`event_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `documents_uploader_idx` ON `event_documents` (`uploaded_by`);--> statement-breakpoint
CREATE TABLE `detention_events` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text NOT NULL,
	`facility_id` text,
	`customer_id` text,
	`facility_name` text NOT NULL,
	`facility_address` text NOT NULL,
	`driver_name` text NOT NULL,
	`load_number` text,
	`reason` text,
	`notes` text,
	`appointment_time` integer,
	`check_in_time` integer NOT NULL,
	`check_out_time` integer,
	`status` text NOT NULL,
	`free_time_minutes` integer NOT NULL,
	`check_in_lat` real,
	`check_in_lng` real,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `events_company_checkin_idx` ON `detention_events` (`company_id`,`check_in_time`);--> statement-breakpoint
CREATE INDEX `events_company_status_idx` ON `detention_events` (`company_id`,`status`,`check_in_time`);--> statement-breakpoint
CREATE INDEX `events_company_created_idx` ON `detention_events` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `events_user_idx` ON `detention_events` (`user_id`,`check_in_time`);--> statement-breakpoint
CREATE INDEX `events_facility_idx` ON `detention_events` (`facility_id`,`check_in_time`);--> statement-breakpoint
CREATE INDEX `events_customer_idx` ON `detention_events` (`customer_id`,`check_in_time`);--> statement-breakpoint
CREATE TABLE `event_log` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`event_id` text NOT NULL,
	`actor_user_id` text,
	`action` text NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `detention_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `event_log_event_idx` ON `event_log` (`event_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `event_log_company_idx` ON `event_log` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `event_log_actor_idx` ON `event_log` (`actor_user_id`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`kind` text DEFAULT 'shipper' NOT NULL,
	`billing_email` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_company_name_unique` ON `customers` (`company_id`,`name`);--> statement-breakpoint
CREATE INDEX `customers_company_idx` ON `customers` (`company_id`);--> statement-breakpoint
CREATE TABLE `facilities` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city` text,
	`state` text,
	`lat` real,
	`lng` real,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `facilities_company_name_unique` ON `facilities` (`company_id`,`name`);--> statement-breakpoint
CREATE TABLE `session_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`session_id` text,
	`event_type` text NOT NULL,
	`event_details` text DEFAULT '{}' NOT NULL,
	`ip_address` text DEFAULT 'unknown' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `session_audit_user_idx` ON `session_audit_log` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `session_audit_session_idx` ON `session_audit_log` (`session_id`);--> statement-breakpoint
CREATE TABLE `user_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_activity` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`absolute_expires_at` integer NOT NULL,
	`ip_address` text DEFAULT 'unknown' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`device_fingerprint` text DEFAULT '' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`termination_reason` text,
	`terminated_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_sessions_user_idx` ON `user_sessions` (`user_id`,`is_active`);--> statement-breakpoint
CREATE TABLE `roles` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roles_name_unique` ON `roles` (`name`);--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`role_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `user_roles_role_idx` ON `user_roles` (`role_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`email_confirmed_at` integer,
	`full_name` text,
	`phone_number` text,
	`avatar_key` text,
	`profile_completed` integer DEFAULT false NOT NULL,
	`company_completed` integer DEFAULT false NOT NULL,
	`first_event_logged` integer DEFAULT false NOT NULL,
	`onboarding_completed` integer DEFAULT false NOT NULL,
	`onboarding_progress` integer DEFAULT 0 NOT NULL,
	`onboarding_steps_completed` text DEFAULT '{}' NOT NULL,
	`setup_completed_at` integer,
	`notification_prefs` text DEFAULT '{}' NOT NULL,
	`password_changed_at` integer,
	`disabled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`company_id`);