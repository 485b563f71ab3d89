import { PREV_DAY, timesAgree } from "./check-price-day";
import { type ClaimCheck, undecided } from "./check-series";
import { agreement, verdict } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { SHARE_BOUND, VOLUME_SHARE, VOLUME_WORDS } from "./market-words";
import { ownMeasureCut } from "./own-measure";
import { volumeAgainstWindow } from "./volume-bases";
import { PRODUCT_RAMP, VOLUME_DENIED, deniedVolumeMove } from "./volume-denial";
import { agreesWith, shownPercent } from "./shown-size";
import { QUOTE_REFUTED_AFTER } from "./negation-words";
import { VOLUME_FLAT, flatVolume } from "./volume-flat";
import { checkBareVolumeRatio } from "./volume-ratio";
import { AWAITED_WORDS, CONDITION_WORDS } from "./contrast-words";
import { anyOf } from "./negation-words";

/**
 * What a clause says about the trading volume of a window (放量, 缩量, 为前20日的1.16倍, 萎缩约三成), read against the
 * mean volume of the last 20 sessions over the 20 (or 60) before them; a single day's volume is check-price-day.ts's.
 */

/** A single session as the subject of a volume word: "放量反弹一天", "当天放量". */
const ONE_DAY = /(?<![前近\d])一天|当天|当日|单日|次日|第二天/;
/** "成交量只有高点的三成": against the volume's own high, a day not named (and no volume per day is stored). */
const HIGH_BASE = /(?:高点|高峰|峰值|最高)\s*(?:时)?\s*的/;

/** A clause about volume: its percentage is the volume's change, not the price's. */
export const VOLUME_TOPIC = /成交量|均量|量能|成交额|放量|缩量|成交/;

/** "放量上行约2.6%": the price's move after the volume is named, whose size is not the volume's. */
const PRICE_MOVE_AFTER = /(?:股价|价格)?\s*(?:同步)?(?:上行|下行|上涨|下跌|走高|走低|[涨跌](?=了|约|近|\d))/;
/**
 * "约为前20日的1.16倍", "与前20日基本相当（约0.96倍）": volume as a multiple of the sessions before;
 * "量能缩至前期0.68倍": 前期/此前 name them without a count, as "萎缩至前期六成" does (VOLUME_SHARE).
 */
const VOLUME_TIMES =
  /(?:前\s*(?:\d+|二十|六十)\s*(?:个交易)?日|前期|此前)[^，,。；;]{0,12}?(\d+(?:\.\d+)?|两|二|三)\s*倍(多|以上)?/;

/**
 * "20日均量/前20日均量≈0.68", "（20日均量/前20日均量约1.13）": the volume's ratio to its base written as a bare
 * quotient; 约/≈ allow 5 %, else the decimals shown.
 */
const VOLUME_QUOTIENT = new RegExp(
  String.raw`均量\s*[/／÷]\s*(?:前|此前)\s*(?:\d+|二十|六十)\s*(?:个交易)?日\s*(?:的)?\s*(?:均量|成交量)?\s*` +
    String.raw`((?:[≈=＝]|约为|约|为|是)*)\s*(\d+(?:\.(\d+))?)(?![\d.]*\s*[%倍])`,
);

/** The quotient a clause writes, checked against the ratio read; null when it writes none. */
function quotientCheck(t: string, ratio: number, found: string): ClaimCheck | null {
  const q = VOLUME_QUOTIENT.exec(t);
  if (!q) return null;
  const shown = Number(q[2]);
  const tol = /[≈约]/.test(q[1]!) ? 0.05 * shown : 0.5 * 10 ** -(q[3]?.length ?? 0) + 1e-9;
  const ok = Math.abs(ratio - shown) <= tol;
  return verdict(ok, `成交量为此前的${q[1]}${q[2]}倍`, found, `“${q[1]}${q[2]}”与${found}${ok ? "相符" : "不符"}`);
}

/** A clause's words about volume (its subject up to a price move after it) and about the price (the rest). */
export function volumeSplit(text: string): { price: string; volume: string | null } {
  const topic = VOLUME_TOPIC.exec(text);
  if (!topic) return { price: text, volume: null };
  const end = topic.index + topic[0].length;
  const move = PRICE_MOVE_AFTER.exec(text.slice(end));
  if (!move) return { price: text.slice(0, topic.index), volume: text };
  return { price: text.slice(0, topic.index) + text.slice(end + move.index), volume: text.slice(0, end + move.index) };
}

export function checkVolume(text: string, m: MarketFacts): ClaimCheck[] {
  // "量比约1.1确属温和放量": the bare ratio (volume-ratio.ts), then the words on the volume.
  const bare = checkBareVolumeRatio(text, m);
  return bare.length > 0 ? [...bare, ...volumeWords(text, m)] : volumeWords(text, m);
}

/** "关注量能配合", "若能放量站上60日线": a volume word waited for, needed or supposed is no reading of the volume. */
const AWAITED = new RegExp(`${anyOf(AWAITED_WORDS, CONDITION_WORDS)}[^，,。；;]*$`);
const awaited = (text: string, re: RegExp): boolean => {
  const hit = re.exec(text);
  return hit !== null && AWAITED.test(text.slice(0, hit.index));
};

function volumeWords(text: string, m: MarketFacts): ClaimCheck[] {
  if (PRODUCT_RAMP.test(text) && !/成交|均量|量能/.test(text)) return [];
  const w = VOLUME_WORDS.find((x) => x.re.test(text) && !awaited(text, x.re));
  const topic = VOLUME_TOPIC.exec(text);
  const t = volumeSplit(text).volume ?? text;
  const share = VOLUME_SHARE.exec(t);
  const multiple = VOLUME_TIMES.exec(t);
  const flat = topic !== null && VOLUME_FLAT.test(t);
  if (!w && !share && !(topic && multiple) && !flat && !VOLUME_QUOTIENT.test(t)) return [];
  const name = w ? (w.more ? "放量" : "缩量") : "成交量对比";
  // "较此前5日放大近五成", "4月29日…为前5日均量的3倍以上": a base window of the clause's own (volume-bases.ts).
  const based = volumeAgainstWindow(t, m, name);
  if (based && "kind" in based) return [based];
  if (based) return readVolume(t, w, based.ratio, based.found, "named");
  // "成交量是前一天的两倍多", "放量反弹一天就被按回去": one day's volume, and the bars hold no volume per day.
  const oneDay = PREV_DAY.test(t) || ONE_DAY.test(t) || HIGH_BASE.test(t);
  if (oneDay) return [undecided("market", name, "未写明是哪一个交易日，无法核验单日量能")];
  if (!m.volume) return [undecided("market", name, "没有连续40个交易日的成交量，无法核验")];
  // "为此前六十个交易日的1.24倍，成交放大": the clause names its base; otherwise the 20 sessions before.
  // A 60 is the volume's base written after the volume or right before it ("较60日均量"), never an average's or the
  // price's window before it: "5日、20日、60日线空头排列，近20日量能缩了四成"; nor a size ("前20日的约60%").
  const against60 =
    /(?:六十|60)\s*(?:个)?(?:交易)?日?\s*(?:的)?\s*(?:平均)?(?:均量|成交量|量能)/.test(t) ||
    /六十|60(?![\d.]*\s*%)/.test(t.slice(VOLUME_TOPIC.exec(t)?.index ?? 0));
  if (against60 && m.volume.ratio60 === null)
    return [undecided("market", name, "没有连续80个交易日的成交量，无法核验")];
  const ratio = against60 ? m.volume.ratio60! : m.volume.ratio;
  const found = `近20日均量为此前${against60 ? 60 : 20}日的${(ratio * 100).toFixed(1)}%`;
  return readVolume(t, w, ratio, found, against60 ? "stored60" : "stored20");
}

/**
 * What the clause says of a volume at `ratio` times its base: its word (放量, 缩量, denied), the share or the change
 * it sizes, the multiple it writes. A base the clause names itself (`named`) reads a multiple with its hedge.
 */
function readVolume(
  t: string,
  w: (typeof VOLUME_WORDS)[number] | undefined,
  ratio: number,
  found: string,
  base: "stored20" | "stored60" | "named",
): ClaimCheck[] {
  const name = w ? (w.more ? "放量" : "缩量") : "成交量对比";
  const share = VOLUME_SHARE.exec(t);
  const multiple = VOLUME_TIMES.exec(t);
  const out: ClaimCheck[] = [];
  if (w) {
    // "量能并未放大": the volume did not grow (it may have held or shrunk), read as volume-denial.ts reads it.
    // "激进方的“底部放量”不成立": the word quoted to be refuted is denied as 算不上 denies it.
    const hit = w.re.exec(t);
    const quoted = hit && QUOTE_REFUTED_AFTER.test(t.slice(hit.index + hit[0].length)) ? hit[0] : null;
    const denied = VOLUME_DENIED.exec(t)?.[0] ?? quoted;
    const said = denied ? `不是${name}` : name;
    const ok = denied ? deniedVolumeMove(denied, w.more, ratio) : w.more ? ratio > 1 : ratio < 1;
    if (ok === null) out.push(undecided("market", said, `${found}，变化不足两成，是否“${denied}”无法核验`));
    else out.push(verdict(ok, said, found, `${found}，${ok ? "相符" : `与“${said}”不符`}`));
  }
  // "只有前20日的六成左右": the share itself is shown, not the change.
  // "不足前20日的八成": the bound is read with the share it bounds.
  const bound = share ? (new RegExp(SHARE_BOUND).exec(share[0])?.[0] ?? "") : "";
  const afterShare = share ? t.slice(share.index + share[0].length) : "";
  // "约为前20日的1.16倍": a multiple, read below.
  const shownShare =
    share && !/^\s*(?:约|大约)?\s*\d+(?:\.\d+)?\s*倍/.test(afterShare) ? shownPercent(bound + afterShare) : null;
  if (shownShare) {
    const fits = agreesWith(ratio * 100, shownShare);
    const said = shownShare.raw.startsWith(bound) ? shownShare.raw : `${bound}${shownShare.raw}`;
    const expected = `成交量为此前的${said}`;
    return [...out, verdict(fits, expected, found, `“${said}”与${found}${fits ? "相符" : "不符"}`)];
  }
  // "与前20日基本持平（约0.96倍）": the flat reading, then the multiple it writes as well.
  const flat = w ? null : flatVolume(t, ratio, found);
  if (flat) out.push(flat);
  const quotient = quotientCheck(t, ratio, found);
  if (quotient) return [...out, quotient];
  const hedged = base === "named" ? timesAgree(t, ratio, /约|左右|上下/.test(t)) : null;
  if (hedged) return [...out, agreement(hedged.ok, `成交量为此前的${hedged.said}`, found)];
  // "放大约27%", "萎缩接近四成", "是前20日的两倍多": the size of the change, read after the volume is named.
  const at = VOLUME_TOPIC.exec(t)?.index ?? 0;
  const shown = shownPercent(ownMeasureCut(t.slice(at)));
  if (shown) {
    const size = Math.abs(ratio - 1) * 100;
    const fits = agreesWith(size, shown);
    out.push(verdict(fits, `成交量变化${shown.raw}`, found, `“${shown.raw}”与${found}${fits ? "相符" : "不符"}`));
  }
  const times = multiple ?? /(\d+(?:\.\d+)?|两|二|三)\s*倍(多|以上)?/.exec(t);
  if ((!shown || multiple) && times && base !== "stored60") {
    const n = times[1] === "两" || times[1] === "二" ? 2 : times[1] === "三" ? 3 : Number(times[1]);
    const fits = times[2] ? ratio >= n : Math.abs(ratio - n) <= Math.max(0.05 * n, 0.05);
    out.push(verdict(fits, `成交量为此前的${times[0]}`, found, `${found}，${fits ? "相符" : "不符"}`));
  }
  return out;
}
