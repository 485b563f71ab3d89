CREATE TABLE `batch_items` (
	`batch_id` text NOT NULL,
	`position` integer NOT NULL,
	`code` text NOT NULL,
	`status` text NOT NULL,
	`debate_id` text,
	`cached` integer DEFAULT false NOT NULL,
	`error` text,
	`started_at` text,
	`finished_at` text,
	PRIMARY KEY(`batch_id`, `position`)
);
--> statement-breakpoint
CREATE TABLE `batches` (
	`id` text PRIMARY KEY NOT NULL,
	`key_id` text NOT NULL,
	`watchlist_id` text,
	`protocol` text NOT NULL,
	`rounds` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`started_at` text,
	`finished_at` text
);
--> statement-breakpoint
CREATE INDEX `batches_key` ON `batches` (`key_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `batches_status` ON `batches` (`status`);