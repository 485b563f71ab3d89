import { digitOrTen } from "../chinese-digits";
import { RATIO_ABOUT_SHARE } from "../figure-tolerance";
import { CHINESE_TENTHS } from "./judgement-words";

/**
 * The band of ratios a share or multiple stands for as written (relation-shares.ts): a figure ("88%", "2.56倍") by the
 * precision it shows, a word (三成, 一半, 三分之一, 零头, 大半) by its coarseness, each bounded by its hedge (约, 近),
 * its verb (不到, 超过) and its tail (多, 以上, 左右).
 */

/** 零头: the odd bit of a total, at most a fifth of it; 大头: most of it. */
const ODD_BIT = 20;

/** How far a fraction word may stand from the ratio: a tenth of it, and never under two and a half points. */
const FRACTION_SLACK_SHARE = 0.1;
const FRACTION_SLACK_MIN = 2.5;

/** How far (a share of it) a whole multiple said plainly ("2倍") may stand from the ratio: a tenth. */
const MULTIPLE_SHARE = 0.1;

export interface Band {
  min: number;
  max: number;
  /** In 倍 (a multiple), else in % of the whole. */
  multiple: boolean;
  text: string;
}

const UNDER = /不到|不足|不及|以下|还不到|弱/;
const OVER = /超过|超|逾|以上|强/;
const NEAR = /^(?:近|接近|将近)$/;
const ABOUT = /约|大约|左右|上下/;

/** The band a quantity stands for, bounded by its hedge, its verb and its tail. */
export function bandOf(q: string, hedge: string, verb: string, tail: string): Band | null {
  const under = UNDER.test(hedge) || UNDER.test(verb) || UNDER.test(tail);
  const over = !under && (OVER.test(hedge) || OVER.test(verb) || OVER.test(tail));
  const near = NEAR.test(hedge) || verb === "接近";
  const more = /^(?:还要?)?多$|^出头$|^有余$/.test(tail);
  const about = ABOUT.test(hedge) || ABOUT.test(verb) || ABOUT.test(tail);
  const figure = /^(\d+(?:\.\d+)?|[两二三四五六七八九十])\s*(%|倍)$/.exec(q);
  let center: number;
  let slack: number;
  let step: number;
  let multiple = false;
  if (figure) {
    center = /\d/.test(figure[1]!) ? Number(figure[1]) : digitOrTen(figure[1]!)!;
    multiple = figure[2] === "倍";
    const decimals = figure[1]!.split(".")[1]?.length ?? 0;
    // The precision shown, widened by 约 to a derived ratio's band.
    slack = Math.max(0.5 * 10 ** -decimals, center * 0.005);
    // A small whole multiple is not a rounding of anything from half a unit off: "2倍" is not 1.51.
    if (multiple && decimals === 0) slack = Math.min(slack, center * MULTIPLE_SHARE);
    if (about) slack = Math.max(slack, center * (multiple ? MULTIPLE_SHARE : RATIO_ABOUT_SHARE));
    step = multiple ? 1 : decimals === 0 ? Math.max(1, 10 ** Math.floor(Math.log10(Math.max(center, 1)))) : 1;
  } else if (/^.成/.test(q)) {
    // "七成五" is 75 %, "四成半" 45 %: a word finer by half a tenth is that much nearer its figure.
    const fine = q[2] === "半" ? 5 : q[2] ? CHINESE_TENTHS[q[2]]! : null;
    center = CHINESE_TENTHS[q[0]!]! * 10 + (fine ?? 0);
    slack = fine === null ? 5 : 2.5;
    step = fine === null ? 10 : 5;
  } else if (/^(?:一半|半数)$/.test(q)) {
    center = 50;
    slack = 10;
    step = 15;
  } else if (q === "大半" || q === "大头") {
    return { min: 50, max: 100, multiple: false, text: `${q}（>50%）` };
  } else if (q === "零头") {
    return under
      ? { min: Number.NEGATIVE_INFINITY, max: ODD_BIT, multiple: false, text: `不到零头（<${ODD_BIT}%）` }
      : { min: 0, max: ODD_BIT, multiple: false, text: `零头（≤${ODD_BIT}%）` };
  } else {
    const m = /^(.)分之(.)$/.exec(q);
    if (!m) return null;
    const den = digitOrTen(m[1]!)!;
    center = (CHINESE_TENTHS[m[2]!]! / den) * 100;
    // A fraction is a precise word, nearer its neighbours than a tenth: 约三分之一 is no 28.7% (that is 接近三成),
    // 三分之二 no 74.7% (四分之三).
    slack = Math.max(FRACTION_SLACK_MIN, center * FRACTION_SLACK_SHARE);
    step = slack * 2;
  }
  const unit = multiple ? "倍" : "%";
  const fmt = (x: number): string => `${Number(x.toFixed(2))}${unit}`;
  if (under) return { min: Number.NEGATIVE_INFINITY, max: center, multiple, text: `<${fmt(center)}` };
  if (more) return { min: center, max: center + step, multiple, text: `${fmt(center)}至${fmt(center + step)}` };
  if (over) return { min: center, max: Number.POSITIVE_INFINITY, multiple, text: `≥${fmt(center)}` };
  // 接近三成 (约31%): near it from below, or a rounding's width above. A share in words is coarse already: 接近
  // 四分之一 is no 18.6%, 接近四成 no 33%, so below it reaches one slack; a figure's own rounding is narrower (two).
  const below = figure ? 2 * slack : slack;
  if (near)
    return {
      min: center - below,
      max: center + slack / 2,
      multiple,
      text: `${fmt(center - below)}至${fmt(center + slack / 2)}`,
    };
  return { min: center - slack, max: center + slack, multiple, text: `${fmt(center - slack)}至${fmt(center + slack)}` };
}
