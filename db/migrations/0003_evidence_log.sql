CREATE TABLE `evidence_log` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`chain` text NOT NULL,
	`seq` integer NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	`action` text NOT NULL,
	`document_id` text NOT NULL,
	`document_sha256` text NOT NULL,
	`actor_user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `evidence_chain_seq_unique` ON `evidence_log` (`company_id`,`chain`,`seq`);--> statement-breakpoint
CREATE INDEX `evidence_document_idx` ON `evidence_log` (`document_id`,`seq`);