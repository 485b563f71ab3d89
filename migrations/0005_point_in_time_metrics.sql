DROP INDEX `financial_metrics_key`;--> statement-breakpoint
ALTER TABLE `financial_metrics` ADD `public_date` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Added by hand: every stored row so far is the only version of its figure, public since its disclosure date.
UPDATE `financial_metrics` SET `public_date` = `disclosure_date`;--> statement-breakpoint
CREATE UNIQUE INDEX `financial_metrics_version` ON `financial_metrics` (`ticker`,`period`,`metric`,`source`,`public_date`);--> statement-breakpoint
ALTER TABLE `chunks` ADD `superseded_date` text;