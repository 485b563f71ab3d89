DROP INDEX `financial_metrics_version`;--> statement-breakpoint
CREATE UNIQUE INDEX `financial_metrics_value` ON `financial_metrics` (`ticker`,`period`,`metric`,`source`,`public_date`,`value`,`unit`);