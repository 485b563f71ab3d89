ALTER TABLE `debates` ADD `key_id` text;--> statement-breakpoint
CREATE INDEX `debates_key` ON `debates` (`key_id`,`created_at`);