import { companiesIn } from "./company-names";

/**
 * Verbs that size one quantity as the share of another it uses up: "投资活动净流出约5600亿元，吃掉了经营现金流的85%
 * 左右", "用掉了经营现金流的一半左右". Read as 占 is, by the share in words (relation-shares.ts) and the share in
 * figures (binding.ts) alike; a regular-expression alternation.
 */
export const USED_UP_VERBS = "吃掉了?|耗掉了?|用掉了?|花掉了?";

/**
 * Verbs that size a period's flow as the share of a longer period's it has reached: "一季度归母净利润250.22亿元，已完成
 * 去年全年利润的约18.6%", "前三季度已实现全年营收的七成". Read as 占 is, as USED_UP_VERBS are.
 */
export const REACHED_VERBS = "完成了?|实现了?";

/**
 * A share in words or figures ("85%", "两倍", "三成", "七成五", "四成半", "一半", "三分之一"), as the share readers
 * write it.
 */
export const SHARE_QUANTITY =
  String.raw`(?<q>\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s*倍|[两二三四五六七八九十]倍|[一二两三四五六七八九]成` +
  String.raw`(?:半|[一二三四五六七八九](?![成倍]))?|一半|半数` +
  "|大半|大头|零头|[二三四五六七八九十]分之[一二三四五六七八九])";

/** The share quantity unnamed, and the hedge written before it, as the readers below embed them. */
const SHARE_ANY = SHARE_QUANTITY.replace("(?<q>", "(?:");
const SHARE_HEDGE = "(?:约|大约|近|接近|将近|超过|超|逾|不到|不足)?";

/**
 * "经营现金流1332.2亿里有一半以上被资本开支吃掉了": the used-up share told in the passive, the whole first. Said again
 * in the active voice ("资本开支吃掉了经营现金流1332.2亿的一半以上"), so the share readers read it as they read that.
 */
const PASSIVE = new RegExp(
  String.raw`(?<whole>[^，,。；;：:]{1,24}?)(?:里|中|当中|之中)(?:有|的)?` +
    String.raw`(?<share>${SHARE_HEDGE}\s*${SHARE_ANY}` +
    "(?:左右|上下|有余|多|出头|以上|以下|强|弱)?)(?:都|已经|已)?被(?<part>[^，,。；;：:被]{1,12}?)" +
    `(?:${USED_UP_VERBS})`,
);

/** A year the clause opens with ("2025年", "FY2024年度"), and a 的 after it or after a name. */
const LEADING_YEAR = /^\s*(?:FY)?\d{4}\s*年(?:度|全年)?的?/;

/**
 * The names and years the whole opens with ("宁德时代2025年经营现金流"): they lead the whole clause, not the whole's
 * side alone, so they stay in front when the share is said again ("宁德时代2025年资本开支吃掉了经营现金流的…").
 */
function leadOf(whole: string): number {
  let at = 0;
  for (;;) {
    const rest = whole.slice(at);
    const name = companiesIn(rest).find((c) => c.index === 0);
    const year = LEADING_YEAR.exec(rest);
    const step = name ? name.end + (rest[name.end] === "的" ? 1 : 0) : (year?.[0].length ?? 0);
    if (step === 0 || at + step >= whole.length) return at;
    at += step;
  }
}

/**
 * "总资产里近七成是净资产", "营收中约三成来自海外": the whole first, then the share, then the part after 是/为/来自.
 * Said again as "净资产占总资产的近七成", which the share readers read.
 */
const INSIDE = new RegExp(
  String.raw`(?<whole>[^，,。；;：:\d]{1,16}?)(?:里|中|当中|之中)(?:有)?` +
    String.raw`(?<share>${SHARE_HEDGE}\s*${SHARE_ANY}` +
    "(?:左右|上下|有余|多|出头|以上|以下|强|弱)?)(?:都|已经|已)?(?:是|为|来自)(?<part>[^，,。；;：:]{1,12})",
);

/**
 * "经营现金流只够覆盖约38%的资本开支": the share covered before the whole it is of. Said again as
 * "覆盖资本开支的约38%", which the share readers read.
 */
const COVERED_SHARE_FIRST = new RegExp(
  String.raw`(?<verb>覆盖了?)(?<share>${SHARE_HEDGE}\s*` +
    String.raw`${SHARE_ANY}(?:左右|上下|有余|多|出头|以上|以下)?)的(?<whole>[^，,。；;：:\d]{1,12})`,
);

/**
 * The clause's passive used-up share, its share told whole first, or a covered share told before its whole, said as
 * the readers read it; else null.
 */
export function activeShare(text: string): string | null {
  const covered = COVERED_SHARE_FIRST.exec(text);
  if (covered?.groups) {
    const { verb, share, whole } = covered.groups;
    const said = `${verb}${whole}的${share}`;
    return text.slice(0, covered.index) + said + text.slice(covered.index + covered[0].length);
  }
  const m = PASSIVE.exec(text);
  if (!m?.groups) {
    const inside = INSIDE.exec(text);
    if (!inside?.groups) return null;
    const { whole = "", share, part } = inside.groups;
    const lead = leadOf(whole);
    const said = `${whole.slice(0, lead)}${part}占${whole.slice(lead)}的${share}`;
    return text.slice(0, inside.index) + said + text.slice(inside.index + inside[0].length);
  }
  const { whole = "", share, part } = m.groups;
  const lead = leadOf(whole);
  const active = `${whole.slice(0, lead)}${part}吃掉了${whole.slice(lead)}的${share}`;
  return text.slice(0, m.index) + active + text.slice(m.index + m[0].length);
}

/** "吃掉了经营现金流的85%", "一半以上被扩产吃掉了": the clause states a used-up share, read or not. */
const USED_UP_SHARE = new RegExp(
  `(?:${USED_UP_VERBS})[^，,。；;]{0,24}?${SHARE_ANY}|` +
    `${SHARE_ANY}[^，,。；;被]{0,6}被[^，,。；;]{1,12}?(?:${USED_UP_VERBS})`,
);
export const statesUsedUpShare = (text: string): boolean => PASSIVE.test(text) || USED_UP_SHARE.test(text);
