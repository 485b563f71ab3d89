CREATE TABLE `index_quotes` (
	`code` text NOT NULL,
	`date` text NOT NULL,
	`open` real NOT NULL,
	`close` real NOT NULL,
	`source` text NOT NULL,
	PRIMARY KEY(`code`, `date`)
);
--> statement-breakpoint
CREATE TABLE `prediction_scores` (
	`debate_id` text NOT NULL,
	`horizon` text NOT NULL,
	`entry_date` text NOT NULL,
	`exit_date` text NOT NULL,
	`tradeable` integer NOT NULL,
	`untradeable` text,
	`entry_open` real,
	`exit_close` real,
	`return_pct` real,
	`benchmark` text NOT NULL,
	`index_return_pct` real,
	`excess_pct` real,
	`call` text,
	`hit` integer,
	`momentum_call` text,
	`yesterday_call` text,
	`scored_at` text NOT NULL,
	PRIMARY KEY(`debate_id`, `horizon`)
);
--> statement-breakpoint
CREATE TABLE `predictions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`debate_id` text NOT NULL,
	`ticker` text NOT NULL,
	`protocol` text NOT NULL,
	`model` text NOT NULL,
	`as_of` text NOT NULL,
	`stance` text NOT NULL,
	`confidence` real NOT NULL,
	`conviction` text NOT NULL,
	`horizons` text,
	`input_hash` text NOT NULL,
	`entry_date` text NOT NULL,
	`made_before_open` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `predictions_debate` ON `predictions` (`debate_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `predictions_input` ON `predictions` (`input_hash`);--> statement-breakpoint
CREATE INDEX `predictions_as_of` ON `predictions` (`as_of`);--> statement-breakpoint
CREATE INDEX `predictions_ticker` ON `predictions` (`ticker`,`as_of`);--> statement-breakpoint
-- Hand-added (drizzle-kit does not generate triggers): the ledger and its scores are append-only, so a prediction
-- cannot be edited or withdrawn after the market answers.
CREATE TRIGGER `predictions_no_update` BEFORE UPDATE ON `predictions` BEGIN SELECT RAISE(ABORT, 'predictions are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `predictions_no_delete` BEFORE DELETE ON `predictions` BEGIN SELECT RAISE(ABORT, 'predictions are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `prediction_scores_no_update` BEFORE UPDATE ON `prediction_scores` BEGIN SELECT RAISE(ABORT, 'prediction scores are append-only'); END;--> statement-breakpoint
CREATE TRIGGER `prediction_scores_no_delete` BEFORE DELETE ON `prediction_scores` BEGIN SELECT RAISE(ABORT, 'prediction scores are append-only'); END;
