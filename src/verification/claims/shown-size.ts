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
}

/** The first percentage shown, with the bound its wording sets ("拉了5个点": a price's points are per cent). */
export function shownPercent(t: string): Shown | null {
  const m = /([+-]?\d+(?:\.(\d+))?)\s*(?:%|个点(?!位))/.exec(t);
  if (!m) return spokenPercent(t);
  const before = t.slice(Math.max(0, m.index - 4), m.index);
  const after = t.slice(m.index + m[0].length, m.index + m[0].length + 2);
  // "5%以内", "5%以下": a bound written after the figure.
  const q =
    /不到|不足|低于|以内|只差|仅差/.test(before) || /^(?:以内|以下|之内)/.test(after)
      ? "<"
      : /超过|逾|超|多于/.test(before) || /以上|多/.test(after)
        ? ">"
        : /接近|将近|近/.test(before)
          ? "near"
          : /约|大约|大概|左右|上下/.test(before + after)
            ? "~"
            : "=";
  return { value: Number(m[1]), tol: 0.5 * 10 ** -(m[2]?.length ?? 0) + 1e-9, raw: m[0], q };
}

const DOUBLED = new RegExp([...DOUBLING_WORDS, "一倍多", "涨了一倍", "一倍以上"].join("|"));

/** "约三成" 30 %, "近四成", "翻倍" / "一倍多" 100 %: sizes written in words, with their bound. */
function spokenPercent(t: string): Shown | null {
  // "一成半" is 15 %, "八成八" 88 %.
  const tenths = /([一二两三四五六七八九])成(半|[一二三四五六七八九](?![成倍]))?/.exec(t);
  const doubled = DOUBLED.exec(t);
  // "跌了一半", "腰斩": half.
  const half = /一半|腰斩/.exec(t);
  const hit = tenths ?? doubled ?? half;
  if (!hit) return null;
  const unit = tenths?.[2] === "半" ? 5 : tenths?.[2] ? CHINESE_TENTHS[tenths[2]]! : 0;
  const value = tenths ? CHINESE_TENTHS[tenths[1]!]! * 10 + unit : hit === half ? 50 : 100;
  const before = t.slice(Math.max(0, hit.index - 4), hit.index);
  // "三成多", "一成以上": more than the tenth.
  const more = /^(?:多|以上)/.test(t.slice(hit.index + hit[0].length));
  const q =
    /一倍多|一倍以上/.test(hit[0]) || /超过|逾|超/.test(before) || more
      ? ">"
      : /不到|不足/.test(before)
        ? "<"
        : /近|接近|几乎|将近|差不多|快$/.test(before)
          ? "near"
          : "~";
  // "约三成" rounds to the nearest tenth (±5 points, twice the tolerance as for a digit rounded); "近乎翻倍" is within
  // 93 % of the size less that tolerance; "超过两成", "不到三成" are bounds, held at the tenth itself.
  const precise = Boolean(tenths?.[2]) && tenths?.[2] !== "半";
  return { value, tol: q === ">" || q === "<" || precise ? 0.5 : 2.5, raw: hit[0], q };
}

/** Whether a size (≥ 0) agrees with the size shown under its wording: 约 allows 5 %, 近 is 93-101 % of it. */
export function agreesWith(actual: number, s: Shown): boolean {
  const v = Math.abs(s.value);
  if (s.q === "<") return actual < v + s.tol;
  if (s.q === ">") return actual > v - s.tol;
  if (s.q === "near") return actual >= 0.93 * v - s.tol && actual <= 1.01 * v + s.tol;
  if (s.q === "~") return Math.abs(actual - v) <= Math.max(s.tol * 2, 0.03 * v);
  // "-7.4%" for −7.35 %: a size may be rounded again from a display one digit finer.
  return Math.abs(actual - v) <= s.tol * 1.1;
}
