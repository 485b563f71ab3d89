import { smallNumeral } from "../chinese-digits";

/**
 * A price move sized in multiples: "股价一年涨幅接近两倍", "涨了三倍多", "上涨约一倍". 涨了N倍 is +N·100 %; from two
 * on some writers mean ×N (+(N−1)·100 %), as multiple-sizes.ts reads growth: a move only the looser reading fits is
 * undecided, as is one between the two readings; one outside both fails. 近/接近 are short of the multiple by at
 * most 15 %, 约/左右 within 15 % either side, 多/以上/超过 at least it. 翻倍 and 翻番 are sized by shown-size.ts.
 * 宁德时代 (300750) rose 88 % in the year to 2026-04-30: "一年涨幅接近两倍" is no +170-200 %, and only ×2 fits it.
 */
const PRICE_MULTIPLE = new RegExp(
  String.raw`[涨升](?:幅|了|已)?\s*(?:达到?|已经|为)?\s*(近|接近|将近|几乎|近乎|约|大约|超过|逾|超)?\s*` +
    String.raw`(\d+(?:\.\d+)?|[一两二三四五六七八九十]+)\s*倍(多|以上|左右)?`,
);
const MARGIN = 0.15;

export interface MultipleReading {
  said: string;
  /** true: the +N·100 % reading fits; null: only ×N fits; false: neither. */
  fits: boolean | null;
}

/** The multiple a clause sizes its price move with, judged on the move in %; null when it names none. */
export function priceMultiple(t: string, percent: number): MultipleReading | null {
  const hit = PRICE_MULTIPLE.exec(t);
  if (!hit) return null;
  const n = /\d/.test(hit[2]!) ? Number(hit[2]) : smallNumeral(hit[2]!);
  if (n === undefined || n <= 0) return null;
  const [near, over] = [
    /近|几乎/.test(hit[1] ?? ""),
    /超|逾/.test(hit[1] ?? "") || hit[3] === "多" || hit[3] === "以上",
  ];
  const holds = (target: number) =>
    near
      ? percent >= target * (1 - MARGIN) && percent <= target
      : over
        ? percent >= target
        : Math.abs(percent - target) <= target * MARGIN;
  // Anywhere from the looser reading's lowest to the strict one's highest ("涨了近两倍" at +167 %) is undecided.
  const low = (n - 1) * 100 * (over ? 1 : 1 - MARGIN);
  const high = over ? Number.POSITIVE_INFINITY : n * 100 * (near ? 1 : 1 + MARGIN);
  const fits = holds(n * 100) ? true : n >= 2 && percent >= low && percent <= high ? null : false;
  return { said: hit[0].replace(/^[涨升](?:幅|了|已)?/, ""), fits };
}
