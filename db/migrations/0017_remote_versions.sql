CREATE TABLE `remote_active` (
	`remote` text PRIMARY KEY NOT NULL,
	`version_id` text NOT NULL,
	`activated_by` text NOT NULL,
	`activated_at` integer NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `remote_versions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `remote_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`remote` text NOT NULL,
	`action` text NOT NULL,
	`from_version` text,
	`to_version` text NOT NULL,
	`actor` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `remote_audit_remote_idx` ON `remote_audit` (`remote`,`created_at`);--> statement-breakpoint
CREATE TABLE `remote_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`remote` text NOT NULL,
	`version` text NOT NULL,
	`manifest_url` text NOT NULL,
	`published_by` text NOT NULL,
	`published_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `remote_versions_remote_version_idx` ON `remote_versions` (`remote`,`version`);