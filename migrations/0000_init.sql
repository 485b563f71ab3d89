CREATE TABLE `announcements` (
	`id` text NOT NULL,
	`ticker` text NOT NULL,
	`title` text NOT NULL,
	`date` text NOT NULL,
	`category` text,
	`url` text,
	`text` text,
	`source` text NOT NULL,
	PRIMARY KEY(`ticker`, `id`)
);
--> statement-breakpoint
CREATE INDEX `announcements_ticker_date` ON `announcements` (`ticker`,`date`);--> statement-breakpoint
CREATE TABLE `chunks` (
	`id` text PRIMARY KEY NOT NULL,
	`ticker` text NOT NULL,
	`kind` text NOT NULL,
	`category` text NOT NULL,
	`dimension` text NOT NULL,
	`text` text NOT NULL,
	`period` text,
	`public_date` text NOT NULL,
	`source` text NOT NULL,
	`source_url` text,
	`figures` text DEFAULT '[]' NOT NULL,
	`content_hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chunks_ticker` ON `chunks` (`ticker`,`category`,`public_date`);--> statement-breakpoint
CREATE TABLE `companies` (
	`code` text PRIMARY KEY NOT NULL,
	`exchange` text NOT NULL,
	`name` text NOT NULL,
	`aliases` text DEFAULT '[]' NOT NULL,
	`industry` text,
	`data_version` integer DEFAULT 0 NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `daily_quotes` (
	`ticker` text NOT NULL,
	`date` text NOT NULL,
	`open` real,
	`high` real,
	`low` real,
	`close` real NOT NULL,
	`volume` real,
	`pe_ttm` real,
	`pb` real,
	`market_cap` real,
	`source` text NOT NULL,
	PRIMARY KEY(`ticker`, `date`)
);
--> statement-breakpoint
CREATE TABLE `debates` (
	`id` text PRIMARY KEY NOT NULL,
	`ticker` text NOT NULL,
	`protocol` text NOT NULL,
	`as_of` text NOT NULL,
	`rounds` integer NOT NULL,
	`status` text NOT NULL,
	`provider` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `debates_ticker` ON `debates` (`ticker`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `debates_active` ON `debates` (`ticker`,`protocol`,`as_of`) WHERE status IN ('queued', 'running', 'judging');--> statement-breakpoint
CREATE TABLE `financial_metrics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ticker` text NOT NULL,
	`period` text NOT NULL,
	`metric` text NOT NULL,
	`value` real NOT NULL,
	`unit` text NOT NULL,
	`yoy` real,
	`source` text NOT NULL,
	`source_url` text,
	`disclosure_date` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `financial_metrics_key` ON `financial_metrics` (`ticker`,`period`,`metric`,`source`);--> statement-breakpoint
CREATE INDEX `financial_metrics_ticker` ON `financial_metrics` (`ticker`,`disclosure_date`);--> statement-breakpoint
CREATE TABLE `hot_tickers` (
	`ticker` text PRIMARY KEY NOT NULL,
	`rank` integer NOT NULL,
	`source` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `local_vectors` (
	`id` text NOT NULL,
	`namespace` text NOT NULL,
	`values` blob NOT NULL,
	`metadata` text NOT NULL,
	PRIMARY KEY(`namespace`, `id`)
);
--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `verdicts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`debate_id` text NOT NULL,
	`ticker` text NOT NULL,
	`protocol` text NOT NULL,
	`as_of` text NOT NULL,
	`stance` text NOT NULL,
	`overall` real NOT NULL,
	`factuality` real NOT NULL,
	`data_version` integer NOT NULL,
	`verdict` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verdicts_debate` ON `verdicts` (`debate_id`);--> statement-breakpoint
CREATE INDEX `verdicts_ticker` ON `verdicts` (`ticker`,`created_at`);