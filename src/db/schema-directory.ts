import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The directory of every listed A share (src/tickers/directory-snapshot.json), seeded by a migration written by
 * scripts/build-directory-seed.mjs: it lives in D1, not in the Worker bundle. Pinyin is precomputed (pinyin-pro, at
 * build time); names the cron or an ingest adds later are read through `pinyin_readings`.
 */
export const listings = sqliteTable("listings", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  pinyin: text("pinyin").notNull(),
  initials: text("initials").notNull(),
  status: text("status", { enum: ["listed", "risk_warning", "delisting"] }).notNull(),
  traded: integer("traded", { mode: "boolean" }).notNull(),
});

/**
 * One reading per Han character (and per pair of characters that reads otherwise, 重庆) for names the directory learns
 * after the build (src/tickers/name-pinyin.ts): the reading the character most often has in the listed names (行 ->
 * hang, as in 银行), else its usual reading.
 */
export const pinyinReadings = sqliteTable("pinyin_readings", {
  char: text("char").primaryKey(),
  reading: text("reading").notNull(),
});
