CREATE TABLE `customer_aliases` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`name` text NOT NULL,
	`merged_from_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_aliases_customer_idx` ON `customer_aliases` (`customer_id`);--> statement-breakpoint
CREATE INDEX `customer_aliases_company_idx` ON `customer_aliases` (`company_id`);--> statement-breakpoint
CREATE INDEX `customer_aliases_merged_from_idx` ON `customer_aliases` (`merged_from_id`);--> statement-breakpoint
CREATE TABLE `customer_contacts` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_contacts_customer_idx` ON `customer_contacts` (`customer_id`,`position`);--> statement-breakpoint
CREATE INDEX `customer_contacts_company_idx` ON `customer_contacts` (`company_id`);--> statement-breakpoint
ALTER TABLE `customers` ADD `billing_address` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `payment_terms_days` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
-- Hand-written backfill: each customer's single billing email becomes its first billing contact, named
-- "Billing" (LEGACY_CONTACT_NAME in core/src/schemas/customers.ts). The next migration drops the column.
INSERT INTO `customer_contacts` (`id`, `company_id`, `customer_id`, `name`, `email`, `position`, `created_at`)
SELECT 'cct_' || lower(hex(randomblob(12))), `company_id`, `id`, 'Billing', trim(`billing_email`), 0, `created_at`
FROM `customers` WHERE `billing_email` IS NOT NULL AND trim(`billing_email`) <> '';
