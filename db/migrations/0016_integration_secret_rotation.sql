ALTER TABLE `integrations` ADD `previous_secret_ciphertext` text;--> statement-breakpoint
ALTER TABLE `integrations` ADD `previous_secret_until` integer;--> statement-breakpoint
ALTER TABLE `integrations` ADD `secret_rotated_at` integer;