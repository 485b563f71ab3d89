import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { MA_LIST_NAMES, ONE_MA, listSpans, spanOf } from "./average-names";
import { NOT_HAPPENED } from "./negation-words";

/**
 * An average's own turn: "20日线拐头向下", "MA60拐头向上", "年线已经掉头向下". It speaks of the average's slope, not
 * of the close's side of it, so a check of the side ("股价跌破20日线") does not read it. Read on the average itself:
 * each session's MA is the mean of the closes up to it; its way now is its change over the last TURN_STEP sessions,
 * and a turn needs it to have gone the other way within the TURN_WINDOW sessions before (its peak or trough inside
 * that window). Going the other way now fails the clause; going the said way all along is no turn seen (未能核验).
 */
const TURN_STEP = 3;
const TURN_WINDOW = 20;

/** The words of a turn: 拐头, 掉头, 调头. */
export const TURN_WORD = "拐头|掉头|调头";
/** The turn words after an average: 拐头向下, 拐头下行, 掉头向上, 向上拐头, 拐头上翘. */
export const AVERAGE_TURN =
  String.raw`(?:${TURN_WORD})\s*(?:向|往)?\s*(上|下)(?:行|拐|弯|翘|倾)?` +
  String.raw`|(?:向|往)\s*(上|下)\s*(?:${TURN_WORD})`;
/** One average or a list of them ("60日、5日均线拐头向下"): each average of the list turns. */
const TURN = new RegExp(
  String.raw`(${MA_LIST_NAMES}|${ONE_MA})\s*` +
    String.raw`(?:也|都|均|已经?|开始|再度|再次|正在|逐步|明显|正式|刚刚|刚)*\s*(?:${AVERAGE_TURN})`,
  "gi",
);
const DENIED = new RegExp(`(?:${NOT_HAPPENED.join("|")}|不再)\\s*$`);

/** The mean of the `n` closes up to session `i`, or null where the run does not reach that far back. */
const maAt = (closes: readonly number[], i: number, n: number): number | null =>
  i - n + 1 < 0 ? null : closes.slice(i - n + 1, i + 1).reduce((a, b) => a + b, 0) / n;

function turnCheck(name: string, n: number, up: boolean, m: MarketFacts): ClaimCheck {
  const expected = `MA${n}拐头${up ? "向上" : "向下"}`;
  const closes = (m.sessions ?? []).map((s) => s.close);
  const last = closes.length - 1;
  const series: number[] = [];
  for (let i = last - TURN_WINDOW - TURN_STEP; i <= last; i++) {
    const v = maAt(closes, i, n);
    if (v === null)
      return undecided(
        "market",
        expected,
        `存有的日线不足以算出近${TURN_WINDOW}个交易日的MA${n}，无法核验“${name}”拐头`,
      );
    series.push(v);
  }
  const now = series.at(-1)!;
  const before = series.at(-1 - TURN_STEP)!;
  const way = (x: number): string => x.toFixed(2);
  const verb = now > before ? "升至" : now < before ? "降至" : "持平于";
  const moved = `MA${n}近${TURN_STEP}个交易日由${way(before)}${verb}${way(now)}`;
  if (up ? now <= before : now >= before)
    return {
      kind: "market",
      ok: false,
      expected,
      found: moved,
      reason: `${moved}，仍在${up ? "走平或向下" : "走平或向上"}，与“拐头${up ? "向上" : "向下"}”不符`,
    };
  // The turn: the window's lowest (for 向上) or highest (for 向下) MA lies after its first session.
  const window = series.slice(0, -TURN_STEP);
  const pivot = up ? Math.min(...window) : Math.max(...window);
  const turned = window.indexOf(pivot) > 0;
  if (!turned)
    return undecided("market", expected, `${moved}，但此前${TURN_WINDOW}个交易日一直${up ? "向上" : "向下"}，未见拐头`);
  const found = `${moved}，此前在${way(pivot)}${up ? "见底" : "见顶"}`;
  return { kind: "market", ok: true, expected, found, reason: `${found}，拐头${up ? "向上" : "向下"}相符` };
}

/**
 * Every turn of a named average the clause asserts (a denied one, "尚未拐头向上", asserts none); a list's turn is each
 * of its averages' own, none read when one of its names names no window.
 */
export function checkAverageTurns(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(TURN)].flatMap((x): ClaimCheck[] => {
    if (DENIED.test(t.slice(0, x.index))) return [];
    const names = x[1]!;
    if (!/线|MA/i.test(names)) return [];
    const one = spanOf(names);
    const spans = new RegExp(`^(?:${ONE_MA})$`, "i").test(names) ? (one ? [one] : null) : listSpans(names);
    if (!spans) return [];
    const up = (x[2] ?? x[3]) === "上";
    return spans.map((n) => turnCheck(spans.length > 1 ? `MA${n}` : names, n, up, m));
  });
}
