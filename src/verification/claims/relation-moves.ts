import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import { entryOf, within } from "./check-series";
import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";
import { CHINESE_TENTHS, MAGNITUDE_WORDS, type MagnitudeRule, NEGLIGIBLE } from "./judgement-words";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
import { type Side, relationCheck, relationUndecided, sideChange, sidePoints } from "./relation-values";
import { yearOf } from "./check-series";
import { runYears } from "./year-runs";
import { type Shown, agreesWith, shownPercent } from "./shown-size";
import { COMPARATIVE_MARK } from "./rate-change";
import { lagsClearly, lagsFar } from "./lagging-side";
import { pointsRange, readPairGap } from "./growth-gap";

/**
 * Two metrics' moves read together: one word for both ("双双下滑", "量利齐升", "一升一降", "增收不增利") and one
 * growth against another ("利润增速跑赢收入约25个百分点", "收入跑得比利润快", "利润增速是收入的4倍多", "增速比营收快
 * 了五个多百分点", "高于收入增速"). Each is checked on the period the clause names or inherits, from the stored series.
 */

type Way = "up" | "down" | "notUp" | "high";

const JOINT_WAYS = "增长|上涨|上升|提升|回升|走高|增|升|涨|下滑|下降|回落|下跌|走低|减少|跌|降";
/** A word saying how two metrics moved; `pair` the metrics it names itself (量利: revenue and profit). */
const JOINT: readonly {
  re: RegExp;
  ways: (m: RegExpExecArray) => [Way, Way];
  pair?: [ClaimMetric, ClaimMetric];
  /** 均/都 join only the metrics their own clause names before them ("营收和归母净利均增长超30%"). */
  named?: true;
}[] = [
  { re: /增收不增利/, ways: () => ["up", "notUp"], pair: ["revenue", "net_profit"] },
  { re: /增利不增收/, ways: () => ["notUp", "up"], pair: ["revenue", "net_profit"] },
  {
    re: /量利齐(升|增|涨|跌|降|减)|量利双(增|升|降|减)/,
    ways: (m) => both(m[1] ?? m[2]!),
    pair: ["revenue", "net_profit"],
  },
  { re: /一(?:升|增|涨)一(?:降|减|跌)/, ways: () => ["up", "down"] },
  { re: /一(?:降|减|跌)一(?:升|增|涨)/, ways: () => ["down", "up"] },
  { re: /双双(?:创)?(?:历史)?新高/, ways: () => ["high", "high"] },
  {
    // Not 量价齐升 (price and volume, or a product's price and quantity: no two stored metrics).
    re: new RegExp("(?:双双|(?<!量价)齐|同步|双)(?<size>小幅|大幅|明显)?" + `(?<way>${JOINT_WAYS})`),
    ways: (m) => both(m.groups!.way!),
  },
  {
    // Not 年均 or 平均 (an average rate), nor 人均, 日均, 月均, 季均; 都 after 年 is "这两年都" (each year).
    // "毛利率、净利率、ROE、营收同比全线下滑": 全线 joins every metric its clause lists, as 均 does.
    re: new RegExp(`(?:(?<![年平人日月季])均|都|全线)(?:同比)?(?<size>小幅|大幅|明显)?(?<way>${JOINT_WAYS})`),
    ways: (m) => both(m.groups!.way!),
    named: true,
  },
];
const both = (w: string): [Way, Way] => (/[跌降减落滑低]/.test(w) ? ["down", "down"] : ["up", "up"]);

const WAY_TEXT: Record<Way, string> = { up: "增长", down: "下降", notUp: "未增长", high: "创新高" };

/** The two metrics a clause relates: the ones it names, else the last two its sentence named before it. */
function pairOf(a: Assertion, before: readonly Assertion[], until: number): [ClaimMetric, ClaimMetric] | null {
  const own = [...new Set(findMetrics(a.read.slice(0, until)).map((m) => m.metric))];
  if (own.length >= 2) return [own[0]!, own[1]!];
  const named = [...new Set(before.flatMap((b) => [...b.metrics, ...(b.metric ? [b.metric] : [])]))];
  const all = [...new Set([...named, ...own])];
  return all.length >= 2 ? [all.at(-2)!, all.at(-1)!] : null;
}

/** The distinct metrics a clause names before `until`, in order. */
const ownMetrics = (a: Assertion, until: number): ClaimMetric[] => [
  ...new Set(findMetrics(a.read.slice(0, until)).map((m) => m.metric)),
];

const sideOf = (a: Assertion, metric: ClaimMetric): Side => ({
  metric,
  kind: a.period.kind,
  year: a.years.length > 0 ? Math.max(...a.years) : null,
});

function holds(
  way: Way,
  a: Assertion,
  facts: Facts,
  metric: ClaimMetric,
  word: MagnitudeRule | null,
  stated: Shown | null = null,
): { ok: boolean; text: string } | null {
  const s = sideOf(a, metric);
  if (way === "high") {
    const points = sidePoints(facts, metric, s.kind).filter((p) => s.year === null || yearOf(p) <= s.year);
    const at = points.at(-1);
    if (!at || points.length < 2 || (s.year !== null && yearOf(at) !== s.year)) return null;
    const ok = points.every((p) => p.value <= at.value);
    return { ok, text: `${entryOf(metric).label}${ok ? "为" : "不是"}${yearOf(points[0]!)}年以来最高` };
  }
  const c = sideChange(facts, s);
  if (!c || c.percent === null) return null;
  const floor = entryOf(metric).kind === "ratio" ? NEGLIGIBLE.points : NEGLIGIBLE.percent;
  const size = entryOf(metric).kind === "ratio" ? c.delta : c.percent;
  // "双双大幅增长": each metric's change has the size its word gives too (judgement-words.ts).
  const range = word ? (entryOf(metric).kind === "ratio" ? word.points : word.percent) : {};
  // "双双增长超30%": the one rate said binds each metric's change (a ratio's points are no per cent).
  const bound = stated && entryOf(metric).kind !== "ratio" ? agreesWith(Math.abs(size), stated) : true;
  const sized = within(Math.abs(size), range) && bound;
  const ok = (way === "up" ? size > floor : way === "down" ? size < -floor : size <= floor) && sized;
  return { ok, text: `${entryOf(metric).label}同比${size >= 0 ? "+" : ""}${size.toFixed(2)}${c.sizeUnit}` };
}

/**
 * One rate right after a joint word ("双双增长超30%", "均增长约5%"): each metric's change is of that size. Not rates
 * given one each ("双双增长，分别为25%和30%").
 */
function jointRate(after: string): Shown | null {
  if (!/^\s*了?\s*(?:均|都)?\s*(?:超过|超|逾|约|近|接近|不到|不足)?\s*[+-]?\d/.test(after)) return null;
  if (/分别|各自/.test(after) || (after.match(/\d+(?:\.\d+)?\s*%/g) ?? []).length > 1) return null;
  return shownPercent(after);
}

/** A joint word's check: both metrics moved the way it says. */
function readJoint(a: Assertion, facts: Facts, before: readonly Assertion[]): ClaimCheck[] | null {
  for (const j of JOINT) {
    const m = j.re.exec(a.read);
    if (!m) continue;
    if (j.named && new Set(findMetrics(a.read.slice(0, m.index)).map((x) => x.metric)).size < 2) continue;
    // "营收+3.5%、净利-19%、经营现金流-56%，增收不增利": a word naming its own pair (收, 利) takes the sentence's
    // metrics of those topics, not its last two.
    const named = pairOf(a, before, m.index);
    const fits = (p: readonly ClaimMetric[]) => j.pair!.every((x, i) => entryOf(x).topic === entryOf(p[i]!).topic);
    // 均/都/全线 after three or more metrics the clause lists: each of them, not its first two.
    const listed = j.named ? ownMetrics(a, m.index) : [];
    const pair = listed.length > 2 ? listed : named && (!j.pair || fits(named)) ? named : (j.pair ?? null);
    const ways = j.ways(m);
    const wayOf = (i: number): Way => ways[Math.min(i, 1)]!;
    const said = (x: ClaimMetric, i: number): string =>
      `${entryOf(x).label}${m.groups?.size ?? ""}${WAY_TEXT[wayOf(i)]}`;
    const expected = pair ? pair.map(said).join("、") : m[0];
    if (!pair) return [relationUndecided(expected, `“${a.text}”未写明是哪两项指标，无法核验`)];
    const word = MAGNITUDE_WORDS.find((w) => w.word === m.groups?.size) ?? null;
    const rate = jointRate(a.read.slice(m.index + m[0].length));
    // "营收和归母净利润这两年都增长", "连续三年双双下滑": each year of the run, both metrics.
    const years = runOf(a, facts, pair[0]!);
    const read = years.flatMap((y) => {
      const at = y === null ? a : { ...a, years: [y] };
      const dated = (r: { ok: boolean; text: string } | null) =>
        r && y !== null ? { ...r, text: `${y}年${r.text}` } : r;
      return pair.map((x, i) => dated(holds(wayOf(i), at, facts, x, word, rate)));
    });
    // "毛利率、净利率、ROE、营收全线下滑" with one of them not stored: one stored that moved the other way refutes it.
    const against = ways.includes("notUp") ? undefined : read.find((r) => r !== null && !r.ok);
    if (against) return [relationCheck(false, expected, against.text, a.text)];
    if (read.some((r) => r === null))
      return [
        relationUndecided(expected, `“${a.text}”所说期间缺少${pair.map((x) => entryOf(x).label).join("或")}的数据`),
      ];
    const each = read as { ok: boolean; text: string }[];
    const failed = each.findIndex((r) => !r.ok);
    const ok = failed < 0;
    // Every year's pair (or list) when all hold; else the pair of the first year that fails.
    const n = pair.length;
    const shown = ok ? each : each.slice(failed - (failed % n), failed - (failed % n) + n);
    const found = shown.map((r) => r.text).join("，");
    // "增收不增利" with profit up 1.5 % and revenue 3.8 %: a lag called by the pattern (lagging-side.ts); under half
    // the other's growth it holds, else the writer's meaning is undecided.
    const lag = !ok && ways.includes("notUp") ? lagging(a, facts, [pair[0]!, pair[1]!], ways) : null;
    if (lag === "far") return [relationCheck(true, expected, `${found}，未增长的一方增速不到另一方的一半`, a.text)];
    if (lag === "clear")
      return [
        relationUndecided(expected, `${found}，未增长的一方仍在增长、只是明显慢于另一方，“${m[0]}”是否指此无法核验`),
      ];
    return [relationCheck(ok, expected, found, a.text)];
  }
  return null;
}

/**
 * The years of a run the clause judges (连续N年, 这N年都, 近三年都, 2021年以来都; year-runs.ts), oldest first, each
 * one whose growth is judged; [null] for the clause's own period when it judges no run.
 */
function runOf(a: Assertion, facts: Facts, metric: ClaimMetric): (number | null)[] {
  if (a.period.kind !== "annual") return [null];
  const latest = sidePoints(facts, metric, a.period.kind).at(-1);
  const run = runYears(a, latest ? yearOf(latest) : null);
  if (!run) return [null];
  // After "2021年以来" the first year is the window's start, the base of the first step.
  return run.since ? run.years.slice(1) : run.years;
}

/** The side said not to grow grew, clearly more slowly than the side said to grow (lagging-side.ts): how far. */
function lagging(
  a: Assertion,
  facts: Facts,
  pair: [ClaimMetric, ClaimMetric],
  ways: [Way, Way],
): "far" | "clear" | null {
  const at = ways.indexOf("notUp");
  const [lead, lag] = [pair[1 - at]!, pair[at]!].map((m) => sideChange(facts, sideOf(a, m))?.percent ?? null);
  if (lead === null || lag === null || lead === undefined || lag === undefined) return null;
  if (lagsFar(lead, lag, NEGLIGIBLE.percent, PAR_POINTS)) return "far";
  return lagsClearly(lead, lag, NEGLIGIBLE.percent, PAR_POINTS) ? "clear" : null;
}

/** Growth against growth: the verb, and whether it says the first grew faster. */
// "跑在收入前面约5个百分点", "远远甩开了营收": a race's words compare the growths too.
// "收入快于利润", "利润没能跟上收入": one metric faster than another, or not keeping up with it, is said of growth
// (a level is higher or lower, never faster).
const GROWTH_WORD = new RegExp(
  "增速|增幅|增长率|涨幅|速度|跑得|涨得|增长得|跌得|降得|跑赢|跑输|跑在|甩开|落在|剪刀差" +
    "|降幅|跌幅|下滑幅度|下降幅度|快于|慢于|跟上|跟不上" +
    // "利润比营收快约25个百分点": faster than another metric by points, as 快于 says.
    "|比[^，,。；;\\d]{1,12}?[快慢](?=[^，,。；;]{0,6}?(?:百分点|pct|pp|个点))",
);
/**
 * "利润降幅比收入深约12.5个百分点", "降幅还要大约4个百分点": a fall's size compared says the other way of growth (a
 * deeper fall is a slower growth), unless the clause sizes a growth too.
 */
// "利润失血远快于收入", "利润下滑明显快于营收": a fall verb right before the pace word compares falls too.
const FALL_WORD =
  /降幅|跌幅|下滑幅度|下降幅度|跌得|降得|(?:失血|下滑|下降|下跌|萎缩|缩水)(?=[^，,。；;\d]{0,3}(?:快于|慢于))/;
const RISE_WORD = /增速|增幅|增长率|涨幅|跑赢|跑输|跑在|甩开|落在/;
const FASTER = /快于|跑赢|跑在|甩开|领先|远超|超过|高于|大于|快/;
const SLOWER = /慢于|跑输|落在|落后于?|低于|不及|小于|慢|跟上|跟不上/;
/** After 比: the comparative word, more (快, 高出, 深, 跌得更狠) or less (慢, 低, 浅, 跌得轻). */
const MORE_AFTER_BI = /^[^，,。；;]{0,12}?(?:(快|高|大|深|多|狠|猛|凶|厉害)|(慢|低|小|浅|少|轻))/;
const VERB = new RegExp(
  "(跑赢了?|跑输了?|跑在(?=[^，,。；;]{1,8}?前面)|落在(?=[^，,。；;]{1,8}?后面)|甩开了?" +
    "|快于|慢于|高于|低于|超过|远超|领先|落后于?|不及|大于|小于|剪刀差|(?:没能|没有|未能|没|未)跟上|跟不上)" +
    "|比(?=[^，,。；;]{1,12}?(?:快|慢|高|低|大|小|深|浅|多|少|狠|猛|凶|厉害|轻))",
);
/**
 * "扩张速度与营收增速基本同步", "两者增速大体相当": two growths said to match. They do within 基本持平's band of points
 * or a fifth of the larger; apart by more than five points and half the larger they do not; between, a judgement.
 */
// Not a gap or a multiple: "与营收增速的差距接近22个百分点", "相当于两倍关系".
const PARITY =
  /与(?:(?!差距|差|缺口)[^，,。；;]){0,12}?(?:基本|大体|大致|基本上)?(?:同步|相当|一致|匹配|相近|接近)(?!于|\s*\d)/;
const PAR_POINTS = MAGNITUDE_WORDS.find((w) => w.word === "基本持平")!.percent.max!;
/** "约25个百分点", "五个多百分点" (clause-split.ts writes "5个百分点多"): the gap between the two growths in points. */
const GAP =
  /(约|近|超过|超|逾|不到)?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十])\s*个?(多)?\s*(?:百分点|pct|pp|个点)(多)?/i;
/** "是收入的4倍多": the first growth as a multiple of the second. */
const TIMES = /(?:是|为|达)[^，,。；;]{0,10}?的\s*(约|近)?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十])\s*倍(多)?/;

function readGrowth(
  a: Assertion,
  facts: Facts,
  previous: Assertion | null,
): { checks: ClaimCheck[]; rates: number[] } | null {
  const text = a.read;
  if (!GROWTH_WORD.test(text)) return null;
  const verb = VERB.exec(text);
  const times = TIMES.exec(text);
  const parity = verb || times ? null : PARITY.exec(text);
  if (!verb && !times && !parity) return null;
  const at = (verb ?? times ?? parity)!.index;
  const mentions = findMetrics(text);
  const left =
    mentions.filter((m) => m.index < at && !m.weak).at(-1)?.metric ??
    mentions.filter((m) => m.index < at).at(-1)?.metric ??
    previous?.metric ??
    null;
  // "收入与利润增速剪刀差约20个百分点": a scissors gap names both growths before it.
  const pairBefore =
    verb?.[0] === "剪刀差" ? [...new Set(mentions.filter((m) => m.index < at).map((m) => m.metric))] : [];
  const right =
    mentions.find((m) => m.index >= at && m.metric !== left)?.metric ??
    (pairBefore.length === 2 ? pairBefore.find((m) => m !== left)! : null);
  const expected = verb ? `增速比较：${verb[0]}` : `增速倍数`;
  // One side only ("增速超过20%", "高于行业平均增速") is a threshold or a peer: the comparison check's.
  if (!left || !right) return null;
  const [cl, cr] = [sideChange(facts, sideOf(a, left)), sideChange(facts, sideOf(a, right))];
  if (!cl?.percent || cr?.percent === null || cr?.percent === undefined)
    return {
      checks: [
        relationUndecided(expected, `“${a.text}”所说期间缺少${entryOf(left).label}或${entryOf(right).label}的增速`),
      ],
      rates: [],
    };
  const [gl, gr] = [cl.percent, cr.percent];
  const found = `${entryOf(left).label}增速${gl.toFixed(2)}%，${entryOf(right).label}增速${gr.toFixed(2)}%`;
  if (parity) {
    const d = Math.abs(gl - gr);
    const big = Math.max(Math.abs(gl), Math.abs(gr));
    const shown = `${found}，相差${d.toFixed(2)}个百分点`;
    const check =
      d <= Math.max(PAR_POINTS, big / 5) || d > Math.max(5, big / 2)
        ? relationCheck(d <= Math.max(PAR_POINTS, big / 5), `增速${parity[0]}`, shown, a.text)
        : relationUndecided(`增速${parity[0]}`, `${shown}，是否算“${parity[0]}”是判断，无法核验`);
    return { checks: [check], rates: [gl, gr] };
  }
  if (times && (!verb || times.index < verb.index)) {
    const n = numeralOf(times[2]!);
    const r = gr === 0 ? Number.NaN : gl / gr;
    const ok = times[3] ? r >= n && r < n + 1 : Math.abs(r - n) <= Math.max(0.05 * n, times[1] ? 0.1 * n : 0.5);
    const check = relationCheck(
      ok,
      `${entryOf(left).label}增速为${entryOf(right).label}的${times[0]}`,
      `${found}，为其${r.toFixed(2)}倍`,
      a.text,
    );
    return { checks: [check], rates: [gl, gr] };
  }
  const scissors = verb![0] === "剪刀差";
  const after = verb![0] === "比" ? MORE_AFTER_BI.exec(text.slice(verb!.index + 1)) : null;
  const more = after ? after[1] !== undefined : FASTER.test(verb![0]);
  const fall = FALL_WORD.test(text) && !RISE_WORD.test(text);
  const faster = !scissors && more !== fall;
  const slower = !scissors && !faster;
  const gap = GAP.exec(text.slice(verb!.index));
  const latest = sidePoints(facts, left, a.period.kind).at(-1);
  const run = scissors || gap || a.period.kind !== "annual" ? null : runYears(a, latest ? yearOf(latest) : null);
  if (run && !run.since) return { checks: [eachYear(a, facts, [left, right], run.years, faster)], rates: [gl, gr] };
  const saysSlower = after !== null || fall || SLOWER.test(text.slice(verb!.index));
  let ok = scissors || (faster ? gl > gr : slower && saysSlower ? gl < gr : false);
  let gapText = "";
  if (gap) {
    const d = Math.abs(gl - gr);
    const [lo, hi] = pointsRange(gap[1], numeralOf(gap[2]!), (gap[3] ?? gap[4]) !== undefined);
    ok = ok && d >= lo && d <= hi;
    gapText = `，相差${d.toFixed(2)}个百分点`;
  }
  return { checks: [relationCheck(ok, expected, `${found}${gapText}`, a.text)], rates: [gl, gr] };
}

/**
 * "2017-2019年归母净利润增速连续三年高于营收增速": a growth compared in every year of a run holds only when it holds in
 * each (runYears reads the run); on the last year alone it would pass a run one year broke.
 */
function eachYear(a: Assertion, facts: Facts, pair: [ClaimMetric, ClaimMetric], years: number[], faster: boolean) {
  const [l, r] = pair.map((m) => entryOf(m).label);
  const expected = `${years[0]}-${years.at(-1)}年每年${l}增速${faster ? "高于" : "低于"}${r}增速`;
  const rates = years.map((year) => pair.map((m) => sideChange(facts, { ...sideOf(a, m), year })?.percent ?? null));
  const missing = years.find((_, i) => rates[i]!.some((x) => x === null));
  if (missing !== undefined)
    return relationUndecided(expected, `没有${missing}年${l}或${r}的增速，无法核验“${a.text}”`);
  const bad = years.findIndex((_, i) => (faster ? rates[i]![0]! <= rates[i]![1]! : rates[i]![0]! >= rates[i]![1]!));
  const shown = (i: number) =>
    `${years[i]}年${l}增速${rates[i]![0]!.toFixed(2)}%，${r}增速${rates[i]![1]!.toFixed(2)}%`;
  return relationCheck(bad < 0, expected, bad < 0 ? `${expected}` : shown(bad), a.text);
}

/**
 * "一季度营收同比增长3.8%，归母净利润增速更快": a growth said faster or slower with no side of its own (no 比, 于)
 * is against the growth the clause before stated of another metric, over the same period; not the metric's own
 * rate against an earlier one (rate-change.ts reads that where a base is named).
 */
const FASTER_THAN_BEFORE = new RegExp(`◇+(?:也|则|却|要|反而)*${COMPARATIVE_MARK}([⇡⇣])`);

function readOtherGrowth(a: Assertion, facts: Facts, previous: Assertion | null): ClaimCheck[] | null {
  const m = FASTER_THAN_BEFORE.exec(a.read);
  if (!m || /比|较|于|相比/.test(a.read) || !previous?.metric) return null;
  const left = findMetrics(a.read.slice(0, m.index)).at(-1)?.metric ?? null;
  const right = previous.metric;
  // The clause before must state its metric's growth ("同比增长3.8%"), not only a level.
  const grew = previous.direction !== null || previous.numbers.some((n) => n.kind === "percent");
  if (!left || left === right || !grew || previous.period.kind !== a.period.kind) return null;
  const faster = m[1] === "⇡";
  const expected = `${entryOf(left).label}增速${faster ? "快于" : "慢于"}${entryOf(right).label}`;
  const [cl, cr] = [sideChange(facts, sideOf(a, left)), sideChange(facts, sideOf(a, right))];
  if (cl?.percent == null || cr?.percent == null)
    return [
      relationUndecided(expected, `“${a.text}”所说期间缺少${entryOf(left).label}或${entryOf(right).label}的增速`),
    ];
  const [l, r] = [entryOf(left).label, entryOf(right).label];
  const found = `${l}增速${cl.percent.toFixed(2)}%，${r}增速${cr.percent.toFixed(2)}%`;
  return [relationCheck(faster ? cl.percent > cr.percent : cl.percent < cr.percent, expected, found, a.text)];
}

const numeralOf = (s: string): number => (/^\d/.test(s) ? Number(s) : s === "十" ? 10 : (CHINESE_TENTHS[s] ?? 1));

/**
 * A clause relating two metrics' moves: its check (or why none), and the figures it accounts for (the gap in points,
 * the multiple, and a growth rate shown beside them that is one of the two); null when it relates none.
 */
export function readMoves(
  a: Assertion,
  facts: Facts,
  before: readonly Assertion[],
): { checks: ClaimCheck[]; figures: ExtractedNumber[]; replacesRate?: boolean } | null {
  const joint = readJoint(a, facts, before);
  if (joint) return { checks: joint, figures: [] };
  const pairGap = readPairGap(a, facts, before);
  if (pairGap) return { checks: pairGap, figures: a.numbers.filter((n) => n.kind === "pp") };
  const other = readOtherGrowth(a, facts, before.at(-1) ?? null);
  if (other) return { checks: other, figures: [], replacesRate: true };
  const growth = readGrowth(a, facts, before.at(-1) ?? null);
  if (!growth) return null;
  const rates = growth.rates;
  const own = (n: ExtractedNumber): boolean =>
    n.kind === "pp" ||
    n.kind === "multiple" ||
    (n.kind === "percent" && rates.some((r) => matchesFigure(n, { value: r, kind: "percent" })));
  return { checks: growth.checks, figures: a.numbers.filter(own) };
}

/** Whether a clause says how two metrics moved together (the parser keeps it though it names no metric). */
export const statesJointMove = (text: string): boolean => JOINT.some((j) => j.re.test(text));
