DROP INDEX `events_company_trend_idx`;--> statement-breakpoint
DROP INDEX `events_company_checkout_idx`;--> statement-breakpoint
CREATE INDEX `events_company_report_idx` ON `detention_events` (`company_id`,`check_in_time`,`status`,`check_out_time`,`user_id`,`appointment_time`,`free_time_minutes`,`facility_id`,`customer_id`,`facility_name`);--> statement-breakpoint
CREATE INDEX `events_company_checkout_idx` ON `detention_events` (`company_id`,`check_out_time`,`check_in_time`,`status`,`user_id`);