CREATE TABLE `integration_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`integration_id` text NOT NULL,
	`received_at` integer NOT NULL,
	`vendor_event_id` text,
	`claim_key` text,
	`kind` text,
	`result` text NOT NULL,
	`http_status` integer NOT NULL,
	`error_message` text,
	`vendor_vehicle_id` text,
	`vendor_place_id` text,
	`occurred_at` integer,
	`entered_at` integer,
	`lat` real,
	`lng` real,
	`accuracy_m` real,
	`event_id` text,
	`test` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `detention_events`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `integration_deliveries_claim_unique` ON `integration_deliveries` (`integration_id`,`claim_key`);--> statement-breakpoint
CREATE INDEX `integration_deliveries_integration_idx` ON `integration_deliveries` (`integration_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `integration_deliveries_company_idx` ON `integration_deliveries` (`company_id`);--> statement-breakpoint
CREATE INDEX `integration_deliveries_event_idx` ON `integration_deliveries` (`event_id`);--> statement-breakpoint
CREATE INDEX `integration_deliveries_held_idx` ON `integration_deliveries` (`integration_id`,`result`,`vendor_vehicle_id`,`vendor_place_id`);--> statement-breakpoint
CREATE TABLE `integration_places` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`integration_id` text NOT NULL,
	`vendor_place_id` text NOT NULL,
	`facility_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `integration_places_vendor_unique` ON `integration_places` (`integration_id`,`vendor_place_id`);--> statement-breakpoint
CREATE INDEX `integration_places_company_idx` ON `integration_places` (`company_id`);--> statement-breakpoint
CREATE INDEX `integration_places_facility_idx` ON `integration_places` (`facility_id`);--> statement-breakpoint
CREATE INDEX `integration_places_customer_idx` ON `integration_places` (`customer_id`);--> statement-breakpoint
CREATE TABLE `integration_vehicles` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`integration_id` text NOT NULL,
	`vendor_vehicle_id` text NOT NULL,
	`driver_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`integration_id`) REFERENCES `integrations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`driver_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `integration_vehicles_vendor_unique` ON `integration_vehicles` (`integration_id`,`vendor_vehicle_id`);--> statement-breakpoint
CREATE INDEX `integration_vehicles_company_idx` ON `integration_vehicles` (`company_id`);--> statement-breakpoint
CREATE INDEX `integration_vehicles_driver_idx` ON `integration_vehicles` (`driver_id`);--> statement-breakpoint
CREATE TABLE `integrations` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`provider` text NOT NULL,
	`name` text NOT NULL,
	`secret_ciphertext` text NOT NULL,
	`status` text DEFAULT 'connected' NOT NULL,
	`min_visit_minutes` integer DEFAULT 5 NOT NULL,
	`disconnected_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `integrations_company_idx` ON `integrations` (`company_id`);--> statement-breakpoint
ALTER TABLE `detention_events` ADD `check_in_source` text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `check_in_accuracy_m` real;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `check_out_source` text;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `check_out_lat` real;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `check_out_lng` real;--> statement-breakpoint
ALTER TABLE `detention_events` ADD `check_out_accuracy_m` real;--> statement-breakpoint
ALTER TABLE `facilities` ADD `geofence_radius_m` integer DEFAULT 300 NOT NULL;