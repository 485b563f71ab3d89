CREATE TABLE `reflections` (
	`debate_id` text NOT NULL,
	`horizon` text NOT NULL,
	`ticker` text NOT NULL,
	`protocol` text NOT NULL,
	`as_of` text NOT NULL,
	`stance` text NOT NULL,
	`expected` text NOT NULL,
	`regime` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`start_close` real NOT NULL,
	`end_close` real NOT NULL,
	`return_pct` real NOT NULL,
	`benchmark` text NOT NULL,
	`excess_return` real,
	`realised` text NOT NULL,
	`hit` integer NOT NULL,
	`lesson` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`debate_id`, `horizon`)
);
--> statement-breakpoint
CREATE INDEX `reflections_ticker` ON `reflections` (`ticker`,`end_date`);--> statement-breakpoint
CREATE INDEX `reflections_regime` ON `reflections` (`regime`,`end_date`);