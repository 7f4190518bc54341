CREATE TABLE `__new_idempotency_keys` (
	`company_id` text NOT NULL,
	`caller_id` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` integer,
	`response` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`company_id`, `caller_id`, `key`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP TABLE `idempotency_keys`;--> statement-breakpoint
ALTER TABLE `__new_idempotency_keys` RENAME TO `idempotency_keys`;--> statement-breakpoint
CREATE INDEX `idempotency_created_idx` ON `idempotency_keys` (`created_at`);
-- Edited by hand (keep when regenerating): drizzle-kit's copy of the old rows selected caller_id from the old
-- table, which has none; the old keys name no caller and are a 24-hour replay cache, so they are not copied.
-- Its PRAGMA foreign_keys lines are gone too: no table references idempotency_keys, and D1 applies
-- migrations with foreign keys enforced.
