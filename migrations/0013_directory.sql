CREATE TABLE `listings` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`pinyin` text NOT NULL,
	`initials` text NOT NULL,
	`status` text NOT NULL,
	`traded` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pinyin_readings` (
	`char` text PRIMARY KEY NOT NULL,
	`reading` text NOT NULL
);
