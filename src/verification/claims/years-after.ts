import { digitOrTen } from "../chinese-digits";
import { MAGNITUDE_WORDS } from "./judgement-words";
import { anyOf } from "./negation-words";
import { AFTER_THEN } from "./sequence-words";

/**
 * "2023年仅9138亿元，此后两年恢复到10505亿元", "2017年回落到约98亿元，之后两年升至231亿元", "2022年跌到15.03%，之后两年
 * 在15.5%上下徘徊": N years after a year named before are the years that follow it, written out as their span
 * ("2024-2025年"), so what follows is read at them - not a change over N years into the year named before.
 */
const YEARS_AFTER = new RegExp(`(${AFTER_THEN})([一两二三四五六七八九十]|[1-9])年(?![报度末初底以代])`, "g");
// "2022年触底，为2017年以来最低，此后三年持续回升": a window's first year (以来, 至今) is no year the run follows;
// "2022年…，是2021年的5.5倍，随后两年…": nor a comparison's base (较, 比, 从 before it, a multiple after it).
const YEAR = /(?<![较比从]\s*)(?<!\d)(20\d\d)年(?!\s*(?:以来|至今))(?![^，,。；;]{0,10}倍)/g;

/**
 * "2021年712亿元之后，归母净利润逐年走低", "2021年见顶712亿元以后，利润一路下滑": a clause that ends in
 * 之后/以后 after a year (and its figure or event) starts the run the next clause states; that clause names no year
 * of its own, so the start is written before it ("2021年以后归母净利润逐年走低"), as if said in one clause,
 * instead of it inheriting 2021 as the year judged (2021's own growth is no step of the run).
 */
const RUN_WORD = String.raw`(?:逐年|一路|连续|持续|年年|连年|每年|节节|一年比一年)`;
const RUN_AFTER = new RegExp(
  String.raw`((?:19|20)\d{2})年([^,;。!?]{1,20}?)(之后|以后),(?=[^,;。!?\d]{0,16}?${RUN_WORD})`,
  "g",
);

/**
 * "2021年净利润同比增长逾一倍，…，之后逐年走低": a clause opening with 之后/此后 and a run word, naming no year, runs
 * from the last year its sentence named before it; written as "2021年以后逐年走低" so the run starts after that year.
 * A year written after 较/比/从 is a comparison's base, not where the run starts ("2024年营收较2019年几乎翻倍，此后…"
 * runs from 2024). A later year the sentence names ends the run there ("…，此后逐年增长，2024年达到1741亿元"), or
 * the year before when 才 says the run broke then ("随后一路下滑，2023年才企稳": 2019-2022年, its first year the
 * base), as 直到 does (year-denials.ts), or a first turn does ("此后逐年增长，2025年首次出现下滑": 2019-2024年).
 */
const RUN_OPENS = new RegExp(String.raw`,\s*(?:之后|此后|其后|随后|以后)(?=[^,;。!?\d年]{0,8}?${RUN_WORD})`, "g");
// Nor a window's first year ("2022年…是2019年以来的谷底，此后逐年修复" runs from 2022, not 2019).
const RUN_START = /(?<![较比从]\s*)(?<!\d)(20\d\d)年(?!\s*(?:以来|至今))/g;
const RUN_END =
  /(?<!\d)(20\d\d)年(?:度|底|末)?\s*(才|(?:首次|第一次)(?:出现)?(?:下滑|下降|回落|减少|负增长|转负|回升|反弹|转正))?/;

function runOpened(sentence: string, whole: string, at: number): string {
  const named = [...sentence.slice(0, at).matchAll(RUN_START)].at(-1);
  if (!named) return whole;
  const from = Number(named[1]);
  const later = RUN_END.exec(sentence.slice(at + whole.length));
  const end = later ? Number(later[1]) - (later[2] ? 1 : 0) : null;
  return end === null || end <= from ? `,${from}年以后` : `,${from}-${end}年`;
}

/**
 * "2023年856.65亿元，此后两年明显修复", "2021年712亿元，随后三年大幅增长": a size said of the N years after a named
 * year is the change from that year to the last of them, so the named year is written as the base (较2023年).
 */
const SIZED = new RegExp(String.raw`^\s*(?:都|均|持续|逐年|连续)?\s*(?:${anyOf(MAGNITUDE_WORDS.map((m) => m.word))})`);

export function yearsAfterWritten(sentence: string): string {
  return sentence
    .replace(RUN_OPENS, (whole: string, at: number) => runOpened(sentence, whole, at))
    .replace(YEARS_AFTER, (whole, word: string, count: string, at: number) => {
      const n = digitOrTen(count) ?? Number(count);
      const named = [...sentence.slice(0, at).matchAll(YEAR)].at(-1);
      if (!named || !(n >= 1)) return whole;
      const from = Number(named[1]) + 1;
      const to = from + n - 1;
      const base = SIZED.test(sentence.slice(at + whole.length)) ? `较${named[1]}年` : "";
      return (n === 1 ? `${word}${from}年` : `${word}${from}-${to}年`) + base;
    })
    .replace(
      RUN_AFTER,
      (_, year: string, between: string, word: string) => `${year}年${between}${word},${year}年${word}`,
    );
}

/**
 * "2021年712亿元之后，净利润连年走低：671亿、605亿、503亿": the levels of such a run listed with no years of their
 * own are the years that follow in order (2022, 2023, 2024), written with them ("：2022年671亿、2023年605亿、…") so
 * the binder checks each against its own year. Only a run word before the list says the years follow one another.
 * Runs on text already normalised (NFKC: the colon and commas are ASCII).
 */
const LEVEL = String.raw`\d[\d,]*(?:\.\d+)?\s*(?:万亿|亿)元?`;
const RUN_AFTER_YEAR = new RegExp(
  String.raw`((?:19|20)\d{2})\s*年(?:的)?\s*(?:约)?(?:${LEVEL})?\s*(?:之后|以后)\s*,?` +
    String.raw`([^:;。,]{0,16}?${RUN_WORD}[^:;。,]{0,10}?)` +
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
