import { addDays, weekdayOf } from "../../shared/dates";
import { type ClaimCheck, undecided } from "./check-series";
import { companiesIn } from "./company-names";
import { MAX_DAY } from "./check-window-days";
import { agreement, change, checkChange, pct } from "./market-change";
import type { MarketFacts, Session } from "./market-facts";
import { CLOSE_VERBS, sessionCount } from "./market-words";

/**
 * Weekly and monthly candles built from the daily bars known by asOf: a week's or a month's close is its last
 * session's close (the week or month of the last bar counts as it stands). "周线三连阳" is read as the last N weeks
 * each closing above the week before, or each closing above its own open where opens are stored (either reading that
 * fits is the writer's); a month's move ("4月月线收阴，单月跌幅超过5%", "2026年3月月线大涨约9%") is its last close
 * against the previous month's last close.
 */

const CN = "[一二两三四五六七八九十]";
/**
 * A move written as a signed size, with no move word: its sign (group 1) is the side, the bound words (group 2) and
 * the size (group 3) are the written size ("约-9.0%", "涨跌幅约为+3.9%", "-4%左右").
 */
const SIGNED = new RegExp(
  String.raw`^(?:涨跌幅?|变动|变化|回报率?|收益率?)?\s*(?:为|是)?\s*(约为|约|大约|近|超过|逾|不到|不足)?\s*` +
    String.raw`([-+−－﹣])\s*(\d+(?:\.\d+)?\s*%(?:左右|上下)?)`,
);
const SIGNED_AHEAD = `(?=${SIGNED.source.slice(1)})`;
/** The signed size read as a move word and its size ("约-9.0%" as "下跌约9.0%"); null when the text has none. */
const signedMove = (rest: string): string | null => {
  const hit = SIGNED.exec(rest);
  if (!hit) return null;
  return `${hit[2] === "+" ? "上涨" : "下跌"}${hit[1] ?? ""}${hit[3]}${rest.slice(hit[0].length)}`;
};
/**
 * "周线三连阳", "周线四连阴", "周K线两连涨", "连续3周收涨", "连续三周下跌": the count (groups 1, 3) and the side
 * (groups 2, 4); "本周周线收阳": the last week's side (group 5).
 */
const WEEK_RUN = new RegExp(
  `周(?:K)?线\\s*(?:已经|已|再度|又|走出|出现)?\\s*(${CN}+|\\d+)\\s*连\\s*(阳|阴|涨|跌|红|绿)` +
    `|连(?:续|着)\\s*(${CN}+|\\d+)\\s*(?:个)?周\\s*(?:收)?(阳|阴|涨|跌|红|绿|上涨|下跌)` +
    // "本周周线收阳", "周K线收出一根大阴线": the last week alone, a run of one.
    `|(?<!上(?:一|个)?周)周(?:K)?线\\s*(?:收出?|报收|走出)\\s*(?:一根)?\\s*(?:小|大|长)?(阳|阴|红|绿)` +
    // "周线连跌两周", "周线已连涨3周": the side (group 6) before the count (group 7).
    `|周(?:K)?线\\s*(?:已经|已|再度|又)?\\s*连(?:续|着)?\\s*(阳|阴|涨|跌|收阳|收阴)\\s*(${CN}+|\\d+)\\s*(?:个)?周`,
  "i",
);
/**
 * "2026年3月月线", "4月单月", "3月收跌", "三月跌了约9%": a calendar month (year in group 1, month in figures or in
 * Chinese numerals in group 2) with a move or candle word. Not a count of months ("近三月", "两个月", "前三月").
 */
const MONTH_MOVE = new RegExp(
  // "3月大涨17.8%后4月回吐约2.2%": 后 right after a sized move is the month that follows, not a count ("后三月").
  String.raw`(?<![\d月])(?<![近前过去这几数每上下头两])(?<!(?<![%成]\s*(?:之|以)?)后)(?:(\d{4})\s*年\s*)?` +
    String.raw`(\d{1,2}|十[一二]?|[一二三四五六七八九])\s*月(?:份)?\s*(?:的)?\s*(月线|单月|全月|整月|月度)?\s*` +
    // "1月曾单月下跌约7%", "光4月就跌了6%", "3月仅微跌0.3%", "4月却跌了": adverbs before the move, the month's
    // own word among them.
    String.raw`(?:(?:继续|再度|再|曾经|曾|还|也|又|则|仍|同样|更是|更|累计|大幅|小幅|仅|只|微|略|却|就` +
    String.raw`|单月|全月|整月)\s*)*` +
    // "3月约-9.0%", "4月+8.5%", "2月的涨跌幅约为+3.9%": a signed size is the month's move and its side (SIGNED).
    String.raw`(${SIGNED_AHEAD}|收阴|收阳|收跌|收涨|收红|收绿|大涨|大跌|上涨|下跌|反弹|回升|回落|回调|回吐|下挫|下滑` +
    String.raw`|涨|跌)`,
);
/**
 * A clause with a month's own words: its move is that month's ("4月月线收阴，单月跌幅超过5%"); so is a move written
 * right after a month with its size ("4月上涨约8.5%", "3月跌了约10%", "4月回吐约2.2%").
 */
// "4月份月度跌幅约2.7%": 月度 names the month's own move too.
const MONTH_WORDS = /月线|单月|全月|整月|月度|收阴|收阳|收跌|收涨|收红|收绿/;
// "其中3月跌幅约10%": the size written as the month's 涨幅/跌幅.
const SIZED = /^\s*(?:了|幅)?\s*(?:为|达)?\s*(?:约|近|超过|逾|不到|不足|大约)?\s*\d+(?:\.\d+)?\s*%/;

/** The share named after a month, before its move: "4月份茅台跌了4.5%", "3月股价涨约9%" (a peer's is held upstream). */
const MONTH_THEN_SUBJECT =
  /((?:\d{1,2}|十[一二]?|[一二三四五六七八九])\s*月(?:份)?\s*(?:的)?\s*)(?:公司|个股|该股)?(?:股价|股票)/g;
const withoutSubject = (t: string): string => {
  const named = t.replace(MONTH_THEN_SUBJECT, "$1");
  // A company name right after the month: dropped, so the move reads as the month's.
  const name = companiesIn(named).find((c) =>
    /\d\s*月(?:份)?\s*(?:的)?\s*$|[一二三四五六七八九十]月(?:份)?\s*$/.test(named.slice(0, c.index)),
  );
  return name ? named.slice(0, name.index) + named.slice(name.end) : named;
};

/** A calendar month's move the clause names ("4月上涨约8.5%", "4月月线收阴"): read as that month's bar. */
export function speaksOfMonth(written: string): boolean {
  const t = withoutSubject(written);
  const hit = MONTH_MOVE.exec(t);
  if (hit === null) return false;
  return hit[4] === "" || MONTH_WORDS.test(t) || SIZED.test(t.slice(hit.index + hit[0].length));
}

type Bar = { key: string; close: number; open: number | null; last: string };

/** Bars grouped by a key (the Monday of a week, or "YYYY-MM"): each group's first open and last close. */
function barsBy(s: readonly Session[], key: (date: string) => string): Bar[] {
  const out: Bar[] = [];
  for (const x of s) {
    const k = key(x.date);
    const prev = out.at(-1);
    if (prev?.key === k) Object.assign(prev, { close: x.close, last: x.date });
    else out.push({ key: k, close: x.close, open: x.open ?? null, last: x.date });
  }
  return out;
}

const mondayOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

function weekRun(t: string, s: readonly Session[]): ClaimCheck[] {
  const hit = WEEK_RUN.exec(t);
  if (!hit) return [];
  const n = hit[5] ? 1 : sessionCount(hit[1] ?? hit[3] ?? hit[7] ?? "");
  const up = /阳|涨|红/.test(hit[2] ?? hit[4] ?? hit[5] ?? hit[6] ?? "");
  const name = n === 1 ? `最近一周周线收${up ? "阳" : "阴"}` : `周线${n}连${up ? "阳" : "阴"}`;
  // The first week of the kept sessions may be partial: it serves only as the base of the week after it.
  const weeks = barsBy(s, mondayOf);
  if (n < 1 || weeks.length < n + 2) return [undecided("market", name, `存有的日线不足${n + 1}周，无法核验`)];
  const last = weeks.slice(-n - 1);
  const side = (a: number, b: number) => (up ? a > b : a < b);
  const byClose = last.slice(1).every((w, k) => side(w.close, last[k]!.close));
  const opens = last.slice(1).every((w) => w.open !== null);
  const byBody = opens && last.slice(1).every((w) => side(w.close, w.open!));
  const closes = last.map((w) => `${w.last} ${w.close.toFixed(2)}`).join("→");
  return [agreement(byClose || byBody, name, `最近${n + 1}周周收盘 ${closes}`)];
}

/**
 * "1-4月", "1至4月", "1~4月", "2026年1到4月", "年初至4月", "三四月", "一、二月": a span of months ending at the month
 * MONTH_MOVE found; its move is the last month's close against the close before the span's first month, never the last
 * month's bar. ("两三月" is a count of months, which MONTH_MOVE never reads as a month.)
 */
const SPAN_START = new RegExp(
  String.raw`(?:(\d{4})\s*年\s*)?(?:(\d{1,2})\s*月?\s*(?:[-~～—–－、]|至|到)` +
    String.raw`|(十[一二]?|[一二三四五六七八九])\s*月?\s*(?:[-~～—–－、]|至|到)?` +
    String.raw`|(?:年初|今年以来)\s*(?:[-~～—–－]|至|到))\s*$`,
);

const EACH_MONTH = /单月|分别|各自|(?<![平])均(?!线|价|量|值)/;

function spanMove(t: string, hit: RegExpExecArray, span: RegExpExecArray, year: number, s: readonly Session[]) {
  const start = span[2] ?? span[3];
  const [first, last] = [start ? sessionCount(start) : 1, sessionCount(hit[2] ?? "")];
  const endYear = span[1] ? Number(span[1]) : year;
  const keyOf = (y: number, mo: number) => `${y}-${String(mo).padStart(2, "0")}`;
  const [startKey, endKey] = [keyOf(first > last ? endYear - 1 : endYear, first), keyOf(endYear, last)];
  const months = barsBy(s, (d) => d.slice(0, 7));
  const i = months.findIndex((x) => x.key === startKey);
  const at = months.find((x) => x.key === endKey);
  const word = hit[4]!;
  // Without the close before the span or its last month, other checks (年初至今) speak for it; 收阳 is a bar's.
  if (i < 1 || !at || /阴|阳/.test(word)) return [];
  const before = months[i - 1]!;
  const closes = `${before.last}收盘${before.close.toFixed(2)}至${at.last}收盘${at.close.toFixed(2)}`;
  const label = `${startKey}至${endKey}（${closes}）`;
  const side = /大/.test(word) ? word : /涨|红|反弹|回升/.test(word) ? "上涨" : "下跌";
  const said = signedMove(t.slice(hit.index + hit[0].length)) ?? `${side}${t.slice(hit.index + hit[0].length)}`;
  return checkChange(said, label, change(at.close, before.close));
}

function monthMove(t: string, m: MarketFacts, s: readonly Session[]): ClaimCheck[] {
  const hit = MONTH_MOVE.exec(t);
  if (!hit || !speaksOfMonth(t)) return [];
  const lastYear = Number(m.lastBar.slice(0, 4));
  const month = sessionCount(hit[2] ?? "");
  // "4月" without a year: the last such month up to the last bar.
  const year = hit[1] ? Number(hit[1]) : month > Number(m.lastBar.slice(5, 7)) ? lastYear - 1 : lastYear;
  const key = `${year}-${String(month).padStart(2, "0")}`;
  // "3、4月单月跌幅均超过10%": months listed one by one, each its own bar, never their span.
  const span = EACH_MONTH.test(t) ? null : SPAN_START.exec(t.slice(0, hit.index));
  if (span) return spanMove(t, hit, span, year, s);
  const name = `${year}年${month}月月线`;
  if (key > m.lastBar.slice(0, 7)) return [undecided("market", name, `晚于最后一根日线（${m.lastBar}），无法核验`)];
  const months = barsBy(s, (d) => d.slice(0, 7));
  const i = months.findIndex((x) => x.key === key);
  if (i < 1) return [undecided("market", name, `存有的日线不含${key}及其前一个月的收盘价，无法核验`)];
  const [before, at] = [months[i - 1]!, months[i]!];
  const move = change(at.close, before.close);
  const label = `${key}月线（${before.last}收盘${before.close.toFixed(2)}至${at.last}收盘${at.close.toFixed(2)}）`;
  const word = hit[4]!;
  const up = /阳|涨|红|反弹|回升/.test(word);
  // "收跌，跌幅超过5%", "大涨约9%": the month's direction, then the size written after it.
  const rest = t.slice(hit.index + hit[0].length);
  const said = signedMove(rest) ?? `${/大/.test(word) ? word : up ? "上涨" : "下跌"}${rest}`;
  const checks = checkChange(said, label, move);
  if (!/阴|阳/.test(word)) return checks;
  // 收阳 is a close above the month's open or above the month before's close: either reading that fits is the writer's.
  const body = at.open === null ? null : at.close - at.open;
  const ok = (up ? move > 0 : move < 0) || (body !== null && (up ? body > 0 : body < 0));
  const open = at.open === null ? "" : `，月初开盘${at.open.toFixed(2)}`;
  return [agreement(ok, `${name}${word}`, `${label}${pct(move)}${open}`), ...checks.slice(1)];
}

/** "4月收于38.27元，月线下跌约2.7%": a month named by its close, for the 月线 of the clause after it. */
const MONTH_CLOSE = new RegExp(
  String.raw`(?<![\d月])(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月(?:份|末|底)?\s*(?:${CLOSE_VERBS}|收盘)`,
);

/**
 * "单月跌幅超过5%" after "4月月线收阴": the month the clause before named, for a clause of 单月 naming none; so for
 * the largest one-day move naming no window ("4月单月跌4.5%，最大单日跌幅3.8%…": April's largest).
 */

const MONTH_OPENING = /^\s*(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月(?!\s*\d)/;

export function carriedMonth(text: string, previous: string): string | null {
  const maxDay = MAX_DAY.exec(text);
  const ofMonth = /单月|当月|该月|全月|月线/.test(text)
    ? !/\d\s*月/.test(text)
    : maxDay !== null && !maxDay[1] && !/\d\s*月(?!\s*\d)/.test(text.slice(0, maxDay.index));
  if (!ofMonth) return null;
  // "3月虽有两个涨停，全月仍跌约9%": else the month the clause before opens with, its time.
  const hit = MONTH_MOVE.exec(previous) ?? MONTH_CLOSE.exec(previous) ?? MONTH_OPENING.exec(previous);
  return hit ? `${hit[1] ? `${hit[1]}年` : ""}${sessionCount(hit[2] ?? "")}月` : null;
}

/** Weekly runs and monthly moves in one clause; [] when it names none. */
export function checkCalendarBars(written: string, m: MarketFacts): ClaimCheck[] {
  const t = withoutSubject(written);
  const s = m.sessions;
  if (!WEEK_RUN.test(t) && !MONTH_MOVE.test(t)) return [];
  if (!s || s.length === 0) return [undecided("market", "周线月线", "存有的行情数据不含逐日收盘价，无法核验")];
  return [...weekRun(t, s), ...monthParts(t).flatMap((part) => monthMove(part, m, s))];
}

/**
 * "3月涨17.5%、4月再涨8.5%", "3月大涨17.8%后4月回吐约2.2%": months listed one after another, each with its own move,
 * are read each on its own; a month after a 、, a comma or a sized move's 后 starts its own part when a month with
 * its own move stands before it ("三、四月累计下跌" is one span).
 */
function monthParts(t: string): string[] {
  const starts = [...t.matchAll(new RegExp(MONTH_MOVE.source, "g"))]
    .slice(1)
    .map((h) => h.index)
    .filter((i) => /[、，,；;]\s*$|[%成]\s*(?:之|以)?后\s*$/.test(t.slice(0, i)));
  return [0, ...starts].map((from, k) => t.slice(from, starts[k] ?? t.length));
}
