CREATE TABLE `deleted_records` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`kind` text NOT NULL,
	`record_id` text NOT NULL,
	`owner_id` text,
	`deleted_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deleted_records_company_idx` ON `deleted_records` (`company_id`,`kind`,`deleted_at`);