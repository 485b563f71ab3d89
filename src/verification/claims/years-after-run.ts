/**
 * "2021年712亿元之后，净利润连年走低：671亿、605亿、503亿": a run told year by year after a year named, its levels
 * listed with no years of their own, is the years that follow in order (2022, 2023, 2024). Written with their years
 * ("：2022年671亿、2023年605亿、2024年503亿") so the binder checks each level against its own year. Only a run word
 * (连年, 逐年, 连续, 此后, 每年) before the list says the years follow one another; without one the list stays unplaced.
 * Runs on text already normalised (NFKC: the colon and commas are ASCII).
 */

const LEVEL = String.raw`\d[\d,]*(?:\.\d+)?\s*(?:万亿|亿)元?`;
const RUN_AFTER_YEAR = new RegExp(
  String.raw`((?:19|20)\d{2})\s*年(?:的)?\s*(?:约)?(?:${LEVEL})?\s*(?:之后|以后)\s*,?` +
    String.raw`([^:;。,]{0,16}?(?:连年|逐年|连续|此后|每年)[^:;。,]{0,10}?)` +
    String.raw`(\s*(?::|,\s*(?:分别|依次)(?:为|是)?)\s*)` +
    String.raw`((?:约)?${LEVEL}(?:\s*[、,]\s*(?:约)?${LEVEL})+)`,
  "g",
);
const ITEM = new RegExp(`(?:约)?${LEVEL}`, "g");

export function yearsAfterRun(text: string): string {
  return text.replace(RUN_AFTER_YEAR, (whole, year: string, run: string, glue: string, list: string) => {
    let next = Number(year);
    const dated = list.replace(ITEM, (item) => `${++next}年${item}`);
    return whole.slice(0, whole.length - run.length - glue.length - list.length) + run + glue + dated;
  });
}
