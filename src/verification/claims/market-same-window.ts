import { windowPhrase } from "./check-market";

/**
 * "近60个交易日最大单日涨幅约10%，同期振幅超过40%": a clause opening on 同期 (期间, 同一区间) speaks of the window
 * the clause before it names, so its measure of the window (振幅, 回撤, 最大单日涨幅) is read over that window. Only
 * where the clause names no window of its own and the clause before names one. A bare move after 同期 ("同期茅台还小涨
 * 了0.5%") is left to the window carry of check-fact-clauses.ts, which knows a second size may be a peer's.
 */
// "近20个交易日下跌约5.1%，区间振幅6.7%": a bare 区间 before a measure of the window is that window.
// "近5个交易日下跌约1.1%，其间最大单日跌幅不到2%": 其间 (这期间) is that window too.
const SAME_WINDOW =
  /^\s*(?:同期|同一(?:时期|期间|区间)|期间|其间|此期间|这期间|这段期间|这段时间|该区间|区间)(?:内|里|中)?\s*/;
const WINDOW_MEASURE = /^(?:股价)?(?:的)?(?:振幅|最大回撤|回撤|最大单日|乖离)/;

/**
 * "近60个交易日振幅约18%，最大回撤约11%": a clause opening on the window's largest drawdown or its amplitude, with no
 * window of its own, measures the window the clause before names when that is a count of sessions (the only span
 * a largest drawdown is computed over); after 今年以来, 近一年 or 近三个月 it is left as written (own-measure.ts cuts
 * it).
 */
const BARE_MEASURE = /^\s*(?:股价)?(?:的)?(?=最大回撤|振幅)/;
const SESSIONS_WINDOW = /(?:\d+|[一二两三四五六七八九十百]+)\s*(?:个)?\s*(?:交易)?日/;

export function withSameWindow(text: string, previous: string | null): string {
  const same = SAME_WINDOW.exec(text);
  const lead = same ?? BARE_MEASURE.exec(text);
  if (!lead || previous === null || windowPhrase(text) !== null) return text;
  if (!WINDOW_MEASURE.test(text.slice(lead[0].length))) return text;
  const window = windowPhrase(previous);
  if (window === null || (!same && !SESSIONS_WINDOW.test(window))) return text;
  return `${window}${text.slice(lead[0].length)}`;
}

/**
 * The clause before a clause of a sentence (`previous`), but for 期间 (同期): "近20日均量放大约13%，量价齐升，
 * 期间股价上涨约7.5%" reaches back past bare comments of its sentence (`earlier`, nearest last) to the last clause
 * naming a window.
 */
export function sameWindowSource(
  text: string,
  earlier: readonly { text: string }[],
  previous: string | null,
): string | null {
  if (!SAME_WINDOW.test(text) || windowPhrase(text) !== null || earlier.length < 2) return previous;
  const said = earlier.map((b) => b.text);
  if (windowPhrase(said.at(-1)!) !== null) return previous;
  // Only past bare comments ("量价齐升"): a clause with a figure or a day of its own ("最低5.34元（4月27日）") bounds
  // the span 期间 speaks of itself.
  const at = said.findLastIndex((t) => windowPhrase(t) !== null);
  return at >= 0 && said.slice(at + 1).every((t) => !/\d/.test(t)) ? said[at]! : previous;
}
