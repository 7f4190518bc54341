CREATE TABLE `local_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text,
	`customer_id` text NOT NULL,
	`email` text NOT NULL,
	`price_id` text NOT NULL,
	`trial_days` integer,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`status` text NOT NULL,
	`subscription_id` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `local_checkout_sessions_company_idx` ON `local_checkout_sessions` (`company_id`);--> statement-breakpoint
CREATE INDEX `local_checkout_customer_idx` ON `local_checkout_sessions` (`customer_id`);--> statement-breakpoint
CREATE TABLE `local_customers` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `local_customers_company_idx` ON `local_customers` (`company_id`);--> statement-breakpoint
CREATE TABLE `local_events` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	`delivered_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `local_events_company_idx` ON `local_events` (`company_id`,`delivered_at`);--> statement-breakpoint
CREATE TABLE `local_portal_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`return_url` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `local_portal_sessions_company_idx` ON `local_portal_sessions` (`company_id`);--> statement-breakpoint
CREATE TABLE `local_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`status` text NOT NULL,
	`price_id` text NOT NULL,
	`created` integer NOT NULL,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`trial_start` integer,
	`trial_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`canceled_at` integer,
	`ended_at` integer,
	`metadata` text DEFAULT '{}' NOT NULL,
	`change_id` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `local_subscriptions_company_idx` ON `local_subscriptions` (`company_id`);--> statement-breakpoint
CREATE INDEX `local_subscriptions_customer_idx` ON `local_subscriptions` (`customer_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_customer_idx` ON `subscriptions` (`customer_id`);