import { macd } from "../../shared/technical-indicators";
import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { NOT_CALLED, NOT_HAPPENED, NOT_SO, anyOf } from "./negation-words";
import { MA_NAME, sessionCount } from "./market-words";

/**
 * A MACD cross a clause dates: "DIF在4月28日下穿DEA", "招行9月4日MACD金叉", "DIF已在4月重新上穿DEA". The crosses are
 * read off the sessions kept (MACD recomputed over them; the first ones, while the averages settle, are not trusted)
 * and the last cross of the whole run: a day or month with no cross of that kind is a false date, a day before the
 * crosses known or after the last bar is undecided.
 */

type Kind = "golden" | "dead";
type Cross = { kind: Kind; date: string };

/** Sessions MACD(12,26,9) needs before its DIF and DEA stand close to those of the longer run. */
const SETTLE = 80;

const CROSS_WORD = String.raw`(?:MACD|DIF)?\s*(金叉|死叉)|(上穿|下穿|向上穿越|向下穿越)\s*(?:DEA|信号线|慢线)`;
/** "4月28日下穿DEA", "2025年9月4日MACD金叉": a day, then (the words between) its cross with no clause break between. */
const DAY_CROSS = new RegExp(
  String.raw`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]` +
    String.raw`([^，,。；;\d]{0,8}?)(?:${CROSS_WORD})`,
  "gi",
);
/** "在4月重新上穿DEA", "3月下旬死叉": a month, then (the words between) its cross. */
const MONTH_CROSS = new RegExp(
  String.raw`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月(?!\s*\d)\s*(?:份|上旬|中旬|下旬|初|底|末)?` +
    String.raw`([^，,。；;\d]{0,6}?)(?:${CROSS_WORD})`,
  "gi",
);

/** "近5个交易日MACD出现死叉", "近一周内金叉": the last sessions of a window, then its cross. */
const WINDOW_CROSS = new RegExp(
  String.raw`(?:(?:近|最近|过去)\s*(\d+|[一二两三四五六七八九十]+)\s*(?:个)?(?:交易日|日|天)` +
    String.raw`|(近一周|一周|本周|近两周|两周)|(近一个月|一个月|近一月))` +
    String.raw`\s*(?:内|以来|里|中)?([^，,。；;\d]{0,8}?)(?:${CROSS_WORD})`,
  "gi",
);
/** The sessions a window of WINDOW_CROSS spans: a week is 5, two weeks 10, a month 20. */
const windowSessions = (hit: RegExpExecArray): number =>
  hit[1] ? sessionCount(hit[1]) : hit[2] ? (/两/.test(hit[2]) ? 10 : 5) : 20;

const kindOf = (hit: RegExpExecArray, at: number): Kind =>
  /金叉|上穿|向上/.test(hit[at] ?? hit[at + 1] ?? "") ? "golden" : "dead";

const NOT = anyOf(NOT_HAPPENED, NOT_SO, NOT_CALLED);
/** "4月以来没有出现金叉", "4月17日并非死叉": the cross denied between the date and it (no turn after the denial). */
const DENIED_BETWEEN = new RegExp(`${NOT}[^但却而]*$`);
/** "并未在4月出现死叉": the denial before the date. */
const DENIED_BEFORE = new RegExp(`${NOT}\\s*(?:在|于)?\\s*$`);
/** "4月以来", "4月1日至今": from the date to the last bar. */
const SINCE = /^\s*(?:以来|至今|起)/;
/** "4月17日之前", "4月初金叉后": a window the date only bounds; a denial over it is not read. */
const BOUNDS = /前|后|之间|期间/;
/** "周线MACD金叉", "60分钟级别金叉": another chart than the daily one. */
const OTHER_CHART = /周线|月线|周K|月K|周级别|月级别|分钟|小时/i;
/** The indicators a clause may name; the last named before the cross word is the one that crosses. */
const INDICATOR = new RegExp(
  "MACD|DIF|DEA|KDJ|KD|RSI|均线|日线|年线|季线|EMA|MA(?!CD)|BOLL|布林|" +
    "CCI|WR|威廉|DMI|OBV|TRIX|量能|成交量|均量|VOL|BIAS|SAR|PSY",
  "gi",
);

/** "4月28日KDJ金叉", "均线于4月金叉", "周线MACD金叉": a cross the clause gives another indicator or chart. */
function otherIndicator(said: string): boolean {
  if (OTHER_CHART.test(said)) return true;
  const last = [...said.matchAll(INDICATOR)].at(-1)?.[0];
  return last !== undefined && !/^(?:MACD|DIF|DEA)$/i.test(last);
}

/** "5日线与10日线金叉", "MA5已死叉": a cross of two averages (average-crosses.ts), not MACD's (not "日线MACD金叉"). */
const AVERAGE_PAIR = String.raw`${MA_NAME}(?:(?!MACD|DIF)[^，,。；;]){0,8}?`;
/** For the reading of the current cross (check-market.ts): a cross word denied, or another indicator's or chart's. */
export const NOT_MACD_CROSS = new RegExp(
  `(${NOT}[^，,。；;]{0,4}?|(?:KDJ|BOLL|布林|均线|周线|月线|周K|月K|RSI)[^，,。；;]{0,4}?|${AVERAGE_PAIR})` +
    "(?:金叉|死叉)",
  "gi",
);

/** One dated cross as the clause says it: its words before the date (in its clause) and between the date and it. */
type Said = { before: string; between: string };
const saidOf = (t: string, hit: RegExpExecArray, between: string): Said => ({
  before: /[^，,。；;！!？?]*$/.exec(t.slice(0, hit.index))![0],
  between,
});
const deniedIn = (s: Said) => DENIED_BETWEEN.test(s.between) || DENIED_BEFORE.test(s.before);

/** The crosses known: those of the trusted sessions, and the run's last cross (the authority on the latest). */
function knownCrosses(m: MarketFacts): { crosses: Cross[]; since: string } | null {
  const last = m.macd?.lastCross ?? null;
  const s = m.sessions ?? [];
  if (s.length <= SETTLE) return last ? { crosses: [last], since: last.date } : null;
  const { dif, dea } = macd(s.map((x) => x.close));
  const crosses: Cross[] = [];
  for (let i = SETTLE; i < s.length; i++) {
    const [d0, e0, d1, e1] = [dif[i - 1], dea[i - 1], dif[i], dea[i]];
    if (d0 == null || e0 == null || d1 == null || e1 == null) continue;
    if (d0 <= e0 && d1 > e1) crosses.push({ kind: "golden", date: s[i]!.date });
    if (d0 >= e0 && d1 < e1) crosses.push({ kind: "dead", date: s[i]!.date });
  }
  // The run's own last cross settles the latest: a recomputed one after it is an artefact of the shorter series.
  const kept = last ? crosses.filter((c) => c.date < last.date).concat(last) : crosses;
  return { crosses: kept, since: s[SETTLE]!.date };
}

const NAME: Record<Kind, string> = { golden: "金叉", dead: "死叉" };

/** A cross of `kind` in from…to, or (`denied`) none there; undecided before the crosses known or past the last bar. */
function judge(kind: Kind, from: string, to: string, said: string, m: MarketFacts, denied = false): ClaimCheck {
  const name = `${said}${denied ? "没有" : ""}MACD${NAME[kind]}`;
  if (from > m.lastBar) return undecided("market", name, `${from}晚于最后一根日线（${m.lastBar}），无法核验`);
  const known = knownCrosses(m);
  const within = known?.crosses.filter((c) => c.date >= from && c.date <= to) ?? [];
  const hit = within.find((c) => c.kind === kind);
  if (!known || (!hit && from < known.since))
    return undecided("market", name, `存有的日线算不出${from}前后的MACD交叉，无法核验`);
  const shown = within.map((c) => `${c.date}${NAME[c.kind]}`).join("、");
  const found = shown ? `MACD交叉：${shown}` : `${from === to ? from : `${from}至${to}`}没有MACD交叉`;
  const ok = (hit !== undefined) !== denied;
  return { kind: "market", ok, expected: name, found, reason: `${found}，${ok ? "相符" : `与“${name}”不符`}` };
}

const pad = (x: string) => x.padStart(2, "0");

function monthEnd(year: string, month: string): string {
  const days = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(String(days))}`;
}

/**
 * The year of a day written without one: the last bar's, or the year before's when the day would lie three months or
 * more past the last bar ("12月16日死叉" written in January); a day nearer ahead stays after the last bar (undecided).
 */
function yearOf(month: string, lastBar: string): string {
  const year = Number(lastBar.slice(0, 4));
  return String(Number(month) - Number(lastBar.slice(5, 7)) >= 3 ? year - 1 : year);
}

/**
 * Each dated cross of the clause, day and month alike ("MACD在4月初金叉后于4月17日死叉" checks both). A cross named
 * for another indicator or chart is left to others; a denied one ("4月以来没有出现金叉") holds when no cross of its
 * kind lies in the window, and is left alone when the date only bounds the window ("4月17日之后").
 */
export function checkMacdCrossDates(t: string, m: MarketFacts): ClaimCheck[] {
  const out: ClaimCheck[] = [];
  const read = (hit: RegExpExecArray, from: string, to: string, label: string, kindAt: number) => {
    const said = saidOf(t, hit, hit[kindAt - 1]!);
    if (otherIndicator(said.before + said.between)) return;
    const denied = deniedIn(said);
    if (denied && BOUNDS.test(said.between)) return;
    const since = SINCE.test(said.between) && m.lastBar > to;
    out.push(judge(kindOf(hit, kindAt), from, since ? m.lastBar : to, `${label}${since ? "以来" : ""}`, m, denied));
  };
  for (const hit of t.matchAll(DAY_CROSS)) {
    const date = `${hit[1] ?? yearOf(hit[2]!, m.lastBar)}-${pad(hit[2]!)}-${pad(hit[3]!)}`;
    read(hit, date, date, `${hit[2]}月${hit[3]}日`, 5);
  }
  for (const hit of t.matchAll(MONTH_CROSS)) {
    const y = hit[1] ?? yearOf(hit[2]!, m.lastBar);
    read(hit, `${y}-${pad(hit[2]!)}-01`, monthEnd(y, hit[2]!), `${hit[2]}月`, 4);
  }
  // "近5个交易日MACD出现死叉": a cross of that kind on one of the window's last sessions.
  const s = m.sessions ?? [];
  for (const hit of t.matchAll(WINDOW_CROSS)) {
    const n = windowSessions(hit);
    const from = s[s.length - n]?.date;
    const label = `近${n}个交易日`;
    if (from === undefined) out.push(undecided("market", `${label}MACD交叉`, `存有的日线不足${n}个交易日，无法核验`));
    else read(hit, from, m.lastBar, label, 5);
  }
  return out;
}

/**
 * For the reading of the current cross (check-market.ts): "4月16日MACD金叉，但4月27日又死叉" dates each cross, which
 * this module checks on its day, month or window; a dated cross says when it fell, not that it is still the latest,
 * so its word is blanked for that reading - once its date is confirmed here and it is of the other kind than the
 * latest. One still standing ("自10月16日金叉以来", "金叉后一直…") or whose date cannot be checked keeps that reading.
 */
const STILL_STANDING = /^\s*(?:以来|至今|起|后一直|之后一直|后持续|后至今)/;

export const withoutDatedCrosses = (t: string, m: MarketFacts): string =>
  [DAY_CROSS, MONTH_CROSS, WINDOW_CROSS].reduce(
    (text, re) =>
      text.replace(re, (hit: string, ...rest: unknown[]) => {
        const at = rest.find((x): x is number => typeof x === "number") ?? 0;
        const checks = checkMacdCrossDates(hit, m);
        const confirmed = checks.length > 0 && checks.every((c) => c.ok === true);
        // Only a cross of the other kind than the latest one: of the same kind the latest reading agrees anyway.
        const latest = m.macd?.lastCross?.kind === "golden" ? "金叉" : "死叉";
        if (!confirmed || hit.includes(latest) || STILL_STANDING.test(text.slice(at + hit.length))) return hit;
        return hit.replace(/金叉|死叉/, (w) => " ".repeat(w.length));
      }),
    t,
  );
