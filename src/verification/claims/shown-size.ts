import { type Hedge, statedMatches } from "../figure-tolerance";
import { digitOrTen } from "../chinese-digits";
import { CHINESE_TENTHS, DOUBLING_WORDS } from "./judgement-words";

/**
 * A size as a clause shows it ("约24%", "不到5%", "近四成", "翻倍"), with the bound its wording sets and the tolerance
 * its precision allows, and whether a size computed from the facts agrees with it. Read by the price checks.
 */

export interface Shown {
  value: number;
  /** Half a unit of the last digit shown ("5.1%" stands for 5.05-5.15). */
  tol: number;
  raw: string;
  /** = as shown · ~ 约/左右 · < 不到/不足 · > 超过/逾/以上 · near 近/接近 (from below). */
  q: "=" | "~" | "<" | ">" | "near";
  /** "翻倍": a multiple (×2) rather than a size, so 接近翻倍 is judged on the multiple. */
  doubling?: true;
  /** "七成多": more than the tenth but under the next one (70-80 %), unlike the open "七成以上". */
  below?: number;
}

/** The first percentage shown, with the bound its wording sets ("拉了5个点": a price's points are per cent). */
export function shownPercent(t: string): Shown | null {
  const m = /([+-]?\d+(?:\.(\d+))?)\s*(?:%|个点(?!位))/.exec(t);
  if (!m) return spokenPercent(t);
  const before = t.slice(Math.max(0, m.index - 4), m.index);
  const after = t.slice(m.index + m[0].length, m.index + m[0].length + 5);
  // "5%以内", "5%以下": a bound written after the figure ("20%分位以内": after the quantile it names).
  // "只差9%左右", "仅差0.3%" state the gap itself, not a bound. "4.6%多" is more than 4.6 %; "反弹4.6%对多方是积极信号"
  // is not (多 must follow the figure).
  const q =
    /不到|不足|低于|以内/.test(before) || /^(?:分位数?)?(?:以内|以下|之内)/.test(after)
      ? "<"
      : /超过|逾|超|多于/.test(before) || /^(?:(?:分位数?)?以上|多)/.test(after)
        ? ">"
        : /接近|将近|近/.test(before)
          ? "near"
          : /约|大约|大概|左右|上下/.test(before + after)
            ? "~"
            : "=";
  return { value: Number(m[1]), tol: 0.5 * 10 ** -(m[2]?.length ?? 0) + 1e-9, raw: m[0], q };
}

// "涨幅已超过一倍", "逾一倍": a bound of 一倍 written before it is doubling as much as 一倍多 is.
const DOUBLED = new RegExp([...DOUBLING_WORDS, "一倍多", "涨了一倍", "一倍以上", "(?<=超过|逾|超)一倍"].join("|"));

/** "离翻倍只差一步", "距腰斩仅一步之遥": a size the move is said to be a step short of is approached from below. */
const NEAR_GAP = new RegExp(
  String.raw`(?:离|距离?)\s*(?:${[...DOUBLING_WORDS].join("|")}|一半|腰斩|[一二两三四五六七八九]成)\s*` +
    String.raw`(?:也就|只|仅|就)?\s*(?:差|剩|有)?\s*(?:一步之遥|一步|一点点?|临门一脚|咫尺)`,
);

/** "约三成" 30 %, "近四成", "三分之二" 66.7 %, "翻倍" / "一倍多" 100 %: sizes written in words, with their bound. */
function spokenPercent(t: string): Shown | null {
  // "一成半" is 15 %, "八成八" 88 %.
  const tenths = /([一二两三四五六七八九])成(半|[一二三四五六七八九](?![成倍]))?/.exec(t);
  const doubled = DOUBLED.exec(t);
  // "跌了一半", "腰斩": half; "跌去约三分之二": two thirds.
  const half = /一半|腰斩/.exec(t);
  const part = /([二三四五六七八九十])分之([一二三四五六七八九])/.exec(t);
  const hit = tenths ?? doubled ?? half ?? part;
  if (!hit) return null;
  const unit = tenths?.[2] === "半" ? 5 : tenths?.[2] ? CHINESE_TENTHS[tenths[2]]! : 0;
  const share = part ? (CHINESE_TENTHS[part[2]!]! / digitOrTen(part[1]!)!) * 100 : 0;
  const value = tenths ? CHINESE_TENTHS[tenths[1]!]! * 10 + unit : hit === half ? 50 : hit === part ? share : 100;
  const before = t.slice(Math.max(0, hit.index - 4), hit.index);
  // "三成多", "一成以上": more than the tenth.
  const after = t.slice(hit.index + hit[0].length);
  const more = /^(?:多|以上)/.test(after);
  // "已翻倍" is at least doubled ([100 %, …)); "约三成" is about the tenth.
  const q =
    /一倍多|一倍以上/.test(hit[0]) || /超过|逾|超/.test(before) || more
      ? ">"
      : /不到|不足/.test(before)
        ? "<"
        : // "翻倍了差一点": a size said to be just missed is approached from below.
          /近|接近|几乎|将近|差不多|快$/.test(before) || /^\s*了?\s*(?:差一点|差点)/.test(after) || NEAR_GAP.test(t)
          ? "near"
          : hit === doubled && !/约$/.test(before)
            ? ">"
            : "~";
  // "约三成" rounds to the nearest tenth (±5 points, twice the tolerance as for a digit rounded); "超过两成",
  // "不到三成" and "近四成", "近乎翻倍" (approached from below) are bounds, held at the tenth itself.
  const precise = Boolean(tenths?.[2]) && tenths?.[2] !== "半";
  const shown: Shown = { value, tol: q === "~" && !precise ? 2.5 : 0.5, raw: hit[0], q };
  if (hit === doubled) return { ...shown, doubling: true };
  // "缩至前20日的七成多": 多 after a bare tenth stops short of the next tenth (a writer says 八成 at 80 %).
  const capped =
    hit === tenths && !tenths[2] && /^多/.test(t.slice(hit.index + hit[0].length)) && !/超过|逾|超/.test(before);
  return capped ? { ...shown, below: value + 10 } : shown;
}

const HEDGE: Record<Shown["q"], Hedge> = { "=": "exact", "~": "about", "<": "below", ">": "atLeast", near: "near" };

/**
 * Whether a size (≥ 0) agrees with the size shown under its wording, by the one rule of figure-tolerance.ts: 约 a unit
 * or a few per cent, 近 a few per cent below, a bound judged on the size itself. A size as shown may have been rounded
 * again from a display one digit finer ("-7.4%" for −7.35 %): half a unit of that digit more.
 */
export function agreesWith(actual: number, s: Shown): boolean {
  const hedge = HEDGE[s.q];
  // "接近翻倍": the multiple (1.89倍 of the base) approaches ×2 from below.
  if (s.doubling && hedge === "near") return statedMatches(1 + actual / 100, { value: 2, unit: 0.01, hedge });
  if (s.below !== undefined && actual >= s.below + 0.5) return false;
  return statedMatches(actual, { value: s.value, unit: 2 * s.tol, hedge }, hedge === "exact" ? s.tol / 10 : 0);
}
