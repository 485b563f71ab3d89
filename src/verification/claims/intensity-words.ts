import {
  CHINESE_TENTHS,
  COMPARISON_WORDS,
  DIRECTION_WORDS,
  MAGNITUDE_WORDS,
  type MagnitudeRule,
  roundedTenthSpread,
} from "./judgement-words";
import { findMetrics } from "./metric-lexicon";
import { REACHED_VERBS, USED_UP_VERBS } from "./share-verbs";
import { type Hit, firstWord, levelWords } from "./word-scan";

/**
 * Words that say growth slowed, not that it turned negative: it slowed ("增长动能已明显放缓"), ended ("已是过去式")
 * or turned ("曲线拐头", not 拐头向上). A stall ("增长几乎停滞") is a size (judgement-words.ts STALL_WORDS).
 */
// "增长神话告一段落", "增长故事已经落幕": growth said to have ended is a slowdown too, not a rise.
export const SLOWDOWN = /乏力|放缓|失速|见顶|过去式|告一段落|落幕|破灭|拐头(?!向上|上行|上扬|回升)/;
/** After a growth word, a slowdown, or growth that weakened ("增势减弱"). */
export const SLOWDOWN_AFTER = new RegExp(`${SLOWDOWN.source}|减弱`);
/** "增长动能已明显放缓", "修复斜率明显放缓": the slowdown after a rise or a recovery is what the clause says. */
export const slowdownAfter = (text: string, d: { sense: string; end: number } | null): RegExpExecArray | null =>
  d && (d.sense === "up" || d.sense === "favourable") ? SLOWDOWN_AFTER.exec(text.slice(d.end)) : null;

/**
 * 明显 and 显著 say how strongly something holds; they size a change ("明显回暖", "下降明显", "明显低于"), but at the
 * end of a clause about a state ("费用刚性明显", "透支很明显") or before a level ("估值明显偏贵") they size nothing
 * the data decides, so no size rule may read them there.
 */
const INTENSITY = new Set(["明显", "显著"]);
/** How far a move may stand before the word: "下降得较为明显". */
const BEFORE_SPAN = 7;
/** What after the word makes it the strength of a level, not the size of a change. */
const LEVEL_AFTER = /^(?:地)?(?:偏|透支|高估|低估)/;

/** Effects that are a change of what they act on ("价格战对盈利的侵蚀非常明显" sizes the margin's fall). */
const EFFECTS = /侵蚀|拖累|冲击|挤压|修复|改善|恶化/;

const moveIn = (text: string): boolean =>
  SLOWDOWN_AFTER.test(text) ||
  EFFECTS.test(text) ||
  [...DIRECTION_WORDS, ...COMPARISON_WORDS].some((w) => text.includes(w.word));

/**
 * Tenths after a change verb, however a writer rounds them: "少了一成左右", "降了大概三成", "只少了不到一成",
 * "少了一成半", "增长了四成多", "比去年同期多出六成以上". Without a change verb before it ("约为利润的两成",
 * "提升至三成") a number of tenths is a share or a level, not the size of a change, and is not read here.
 */
// "增幅约两成", "降幅达三成": the size of a move named as a noun sizes it as the verb does.
const SPOKEN_TENTHS = new RegExp(
  "(?:增长|增加|提升|上升|提高|下降|减少|下滑|回落|降低|缩水|萎缩|缩减|多出|[增减降涨跌少多掉])了?" +
    "(?:(?<=[增降涨跌减])幅(?:为|达到?|在|有)?)?" +
    "(约|大约|大概|接近|将近|近|不到|不足|超过|逾|超)?([一二两三四五六七八九])成(半|左右|多|以上)?",
);

function spokenTenths(text: string, taken: Hit[]): (MagnitudeRule & Hit) | null {
  const m = SPOKEN_TENTHS.exec(text);
  if (!m) return null;
  const [all, bound, n, tail] = m;
  const index = m.index + all.indexOf(bound ?? `${n}成`);
  const end = m.index + all.length;
  if (taken.some((t) => index < t.end && t.index < end)) return null;
  const value = CHINESE_TENTHS[n!]! * 10 + (tail === "半" ? 5 : 0);
  // A half tenth is named to within its half; a rounded tenth to within five points (a quarter of one tenth below).
  const spread = tail === "半" && !bound ? 2.5 : 5;
  const below = tail === "半" && !bound ? 2.5 : roundedTenthSpread(value);
  const range =
    bound === "不到" || bound === "不足"
      ? { max: value }
      : bound === "超过" || bound === "逾" || bound === "超" || tail === "以上"
        ? { min: value }
        : tail === "多"
          ? { min: value, max: value + 10 }
          : bound === "接近" || bound === "将近" || bound === "近"
            ? { min: value - 5, max: value }
            : { min: value - below, max: value + spread };
  const hit = { word: text.slice(index, end), percent: range, points: range, index, end };
  taken.push(hit);
  return hit;
}

/**
 * Points after a change verb: "提升了5个点左右", "降了1个多点", "低了不到2个点". They size a ratio's change in
 * percentage points; on an amount they size nothing the clause names (checked as undecided).
 */
const SPOKEN_POINTS = new RegExp(
  "(?:增长|增加|提升|上升|提高|下降|减少|下滑|回落|降低|收窄|扩大|[增减降涨跌少多掉高低])了?" +
    "(约|大约|大概|接近|将近|近|不到|不足|超过|逾|超)?(\\d+(?:\\.(\\d+))?)个(多)?(百分)?点(左右|多)?",
);

function spokenPoints(text: string, taken: Hit[]): (MagnitudeRule & Hit) | null {
  const m = SPOKEN_POINTS.exec(text);
  if (!m) return null;
  const [all, bound, n, decimals, more, percentPoints, tail] = m;
  // "下降3.00个百分点" as written is a figure, checked by the figure checks; only its rounded forms are read here.
  if (percentPoints && !bound && !more && !tail) return null;
  const index = m.index + all.indexOf(bound ?? n!);
  const end = m.index + all.length;
  if (taken.some((t) => index < t.end && t.index < end)) return null;
  const v = Number(n);
  const half = 0.5 * 10 ** -(decimals?.length ?? 0);
  const points =
    bound === "不到" || bound === "不足"
      ? { max: v }
      : bound === "超过" || bound === "逾" || bound === "超"
        ? { min: v }
        : more || tail === "多"
          ? { min: v, max: v + 1 }
          : bound === "接近" || bound === "将近" || bound === "近"
            ? { min: v * 0.9 - half, max: v }
            : bound || tail === "左右"
              ? { min: v * 0.8 - half, max: v * 1.2 + half }
              : // "低了0.4个点" may be rounded again from a finer difference.
                { min: v - 2 * half, max: v + 2 * half };
  const hit = { word: text.slice(index, end), percent: {}, points, index, end };
  taken.push(hit);
  return hit;
}

/**
 * "和去年同期差不多", "与上年相差无几": the same as the base, said at the end of the clause. Not "差不多腰斩",
 * where 差不多 only rounds the size after it.
 */
const SPOKEN_FLAT = /(?:和|与|跟|同)[^，,；;]{1,12}?(差不多|相差无几|大致相当|基本一样|变化不大)(?![\u4e00-\u9fff])/;
/** Said, not computed: looser than 基本持平, as loose as 基本稳定 (69.9 % → 70.6 % is 相差无几). */
const FLAT = MAGNITUDE_WORDS.find((w) => w.word === "基本稳定")!;

function spokenFlat(text: string, taken: Hit[]): (MagnitudeRule & Hit) | null {
  const m = SPOKEN_FLAT.exec(text);
  if (!m) return null;
  const index = m.index + m[0].length - m[1]!.length;
  const end = m.index + m[0].length;
  if (taken.some((t) => index < t.end && t.index < end)) return null;
  const hit = { ...FLAT, word: m[1]!, index, end };
  taken.push(hit);
  return hit;
}

/**
 * What makes the size word after it a share: 占 (…), or 相当于/为/是/只有 … 的, or a verb of using up ("吃掉了净利润的
 * 八成多", share-verbs.ts). The whole may be dated ("占2025年归母净利润的八成多").
 */
const WHOLE = String.raw`(?:(?:19|20)\d{2}\s*年|[^，,；;。\d%]){0,14}`;
const SHARE_LEAD = new RegExp(
  String.raw`(?:占(?:到|据|了)?${WHOLE}|` +
    String.raw`(?:相当于|约为|为|是|只有|仅有|仅为|不到|不足|${USED_UP_VERBS}|${REACHED_VERBS})${WHOLE}的)` +
    String.raw`\s*(?:约|近|接近|将近|超过|逾|超)?\s*$`,
);

/**
 * "利润同步高增", "盈利端延续高增": 高增 is 高增长 written short, and sized as it is; a bare rise of 1 % is no 高增.
 * Read after the table's own words, so 高增长 keeps its own.
 */
const SHORT_PACES: readonly MagnitudeRule[] = [{ ...MAGNITUDE_WORDS.find((w) => w.word === "高增长")!, word: "高增" }];

/**
 * 高增 sizes the metric its clause names before it ("利润同步高增"); a headline naming none ("开年就是高增：…") is
 * read by the clauses after it, and only as a direction. It stays the clause's direction word too.
 */
function shortPace(text: string, taken: Hit[]): (MagnitudeRule & Hit) | null {
  const hit = firstWord(text, SHORT_PACES, [...taken]);
  return hit && findMetrics(text.slice(0, hit.index)).length > 0 ? hit : null;
}

const SUBSTANTIAL_MOVE = /^的?\s*(?:增长|增加|提升|提高|改善|回升|好转|下滑|下降|减少|恶化|回落|变化|突破|进展)/;

/** The clause's size word, or null when it is an intensity word about a state or a level with no change before it. */
export function sizeWordOf(text: string, taken: Hit[]) {
  const hit =
    spokenTenths(text, taken) ??
    spokenPoints(text, taken) ??
    spokenFlat(text, taken) ??
    firstWord(text, MAGNITUDE_WORDS, taken) ??
    shortPace(text, taken);
  // "相当于归母净利润的八成多", "占总资产三成多": a share of another quantity, not the size of a change.
  if (hit && SHARE_LEAD.test(text.slice(0, hit.index))) return null;
  // "没有实质性增长" sizes a move; "对股东是实质性回报", "实质性利好" size none.
  if (hit?.word === "实质性" && !SUBSTANTIAL_MOVE.test(text.slice(hit.end))) return null;
  if (!hit || !INTENSITY.has(hit.word)) return hit;
  const after = text.slice(hit.end).trim();
  const ofState = after === "" || LEVEL_AFTER.test(after) || levelWords().some((l) => after.startsWith(l.word));
  return ofState && !moveIn(text.slice(Math.max(0, hit.index - BEFORE_SPAN), hit.index)) ? null : hit;
}
