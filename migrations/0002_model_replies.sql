CREATE TABLE `model_replies` (
	`debate_id` text NOT NULL,
	`hash` text NOT NULL,
	`role` text NOT NULL,
	`provider` text NOT NULL,
	`model` text NOT NULL,
	`reply` text NOT NULL,
	`cached` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`debate_id`, `hash`)
);
--> statement-breakpoint
CREATE INDEX `model_replies_hash` ON `model_replies` (`hash`,`created_at`);