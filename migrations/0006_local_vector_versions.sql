CREATE TABLE `local_vector_namespaces` (
	`namespace` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL
);
--> statement-breakpoint
-- Namespaces indexed before this migration get a token too, so their vectors can be held in memory from now on.
INSERT INTO `local_vector_namespaces` (`namespace`, `version`) SELECT DISTINCT `namespace`, lower(hex(randomblob(8))) FROM `local_vectors`;
