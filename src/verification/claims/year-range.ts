/**
 * A range of years as writers join them: "2021-2025年", "2019至2025年", "2017~2019年". One definition for the
 * readers that must tell a range's last year from a year standing alone: "2021-2025年中" is among the years, not a
 * mid-year; "2017-2019年均增长" is an average over them, "2019年均约174亿元" says "both".
 */
export const RANGE_JOIN = "[-—–~至到]";
/** The last year of a range, for a look-behind: "-2025", "至 2025". */
export const RANGE_LAST_YEAR = String.raw`${RANGE_JOIN}\s*(?:19|20)\d{2}\s*`;
/** "2021-2025年中", "2019至2025年间": a range of years something is placed among (group 1 its first year). */
export const YEARS_AMONG = new RegExp(
  String.raw`((?:19|20)\d{2})\s*(?:年)?\s*${RANGE_JOIN}\s*(?:19|20)\d{2}\s*年(?:中|里|间|内|之间|当中)`,
);
