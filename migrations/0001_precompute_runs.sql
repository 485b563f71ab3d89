CREATE TABLE `precompute_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trigger` text NOT NULL,
	`trade_date` text NOT NULL,
	`status` text NOT NULL,
	`note` text,
	`hot_source` text,
	`hot_error` text,
	`tried` integer DEFAULT 0 NOT NULL,
	`debated` integer DEFAULT 0 NOT NULL,
	`cached` integer DEFAULT 0 NOT NULL,
	`skipped` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`tokens_used` integer DEFAULT 0 NOT NULL,
	`tickers` text DEFAULT '[]' NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text
);
--> statement-breakpoint
CREATE INDEX `precompute_runs_date` ON `precompute_runs` (`trade_date`,`started_at`);