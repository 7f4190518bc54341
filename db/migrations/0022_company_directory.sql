CREATE TABLE `company_databases` (
	`company_id` text PRIMARY KEY NOT NULL,
	`database` text NOT NULL,
	`read_only_since` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
