CREATE TABLE `digest_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`digest_id` text NOT NULL,
	`key_id` text NOT NULL,
	`send_id` text NOT NULL,
	`kind` text NOT NULL,
	`part` integer NOT NULL,
	`parts` integer NOT NULL,
	`status` text NOT NULL,
	`attempts` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `digest_deliveries_digest` ON `digest_deliveries` (`digest_id`,`id`);--> statement-breakpoint
CREATE INDEX `digest_deliveries_key` ON `digest_deliveries` (`key_id`,`kind`);--> statement-breakpoint
CREATE TABLE `digests` (
	`id` text PRIMARY KEY NOT NULL,
	`key_id` text NOT NULL,
	`watchlist_id` text NOT NULL,
	`channel` text NOT NULL,
	`target` text NOT NULL,
	`hint` text NOT NULL,
	`time` text NOT NULL,
	`base_url` text NOT NULL,
	`last_run_date` text,
	`last_stances` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `digests_key` ON `digests` (`key_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `digests_list` ON `digests` (`watchlist_id`);