CREATE TABLE `debate_clients` (
	`debate_id` text PRIMARY KEY NOT NULL,
	`client_key` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `debate_clients_key` ON `debate_clients` (`client_key`);