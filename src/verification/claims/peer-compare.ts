import type { ExtractedNumber } from "../extract-numbers";
import { figureCandidate, matchesFigure } from "../figure-match";
import { type ClaimCheck, entryOf, isMarket, periodName, pointsOf, show, yearOf } from "./check-series";
import { codeOf, companiesIn } from "./company-names";
import type { FactPoint, Facts } from "./facts";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import { periodView } from "./period-view";
import { type PeerQuantity, readQuantity } from "./peer-quantity";
import { RATIO_ABOUT_SHARE } from "../figure-tolerance";
import { CHANGE_RAW } from "./binding";
import { peerChangeCheck, previousFigure, unlikeKind } from "./peer-figure-kind";
import { PERFORMANCE, yearChange } from "./peer-performance";
import { signedPercent } from "./rate-change";
import { pronounAfter } from "./peer-pronoun";

/**
 * A named peer's figures, when its facts are given (`PeerFacts`, by code, built for the same asOf): "营收是宁德时代的
 * 1.9倍", "不到后者的一半", "比平安的1347.8亿元多出约154亿元", "离茅台的823亿还差100亿左右", "高于中国平安的…",
 * "被平安反超". The clause is read as the company's value beside the peer's, both of the same metric and annual
 * period: the peer's stated figure, the ratio, the gap or the order is checked against the two. A peer whose facts are
 * not given, or that lacks the period, is left to the peer rule (未能核验, never failed for lack of data).
 */
export type PeerFacts = ReadonlyMap<string, Facts>;

interface Peer {
  name: string;
  at: number;
  end: number;
  facts: Facts;
  /** The peer named before is the subject and the company, named at `at`, the base ("约为比亚迪的2.2倍"). */
  subject?: true;
}

/** "利润却不到后者的一半", "两者相差超过46个百分点": the company named earlier in the sentence. */
const BACK_REFERENCE = /后者|前者|对方|对手|两者|二者/;
/** Before the company's own name, what makes it the base a peer named earlier is compared with ("约为比亚迪的"). */
const OWN_AS_BASE = /(?:为|是|相当于|高于|低于|超过|不到|不足|不及|比)$/;
/** "与招商银行对比", "对比同为金融股的中国平安": a clause that only names the peer frames the comparison after it. */
const FRAME = /相比|相较|对比|比较|比起|^(?:和|与|跟|同)[^，,。；;]{2,10}比$/;
const LESS = /不到|不足|未到|未及|不及|低于|少于|不超过/;
const MORE = /超过|已超|逾|高于|多于|超出/;
/** A gap's word: more / less than the peer (差不多 is a hedge, not a gap). */
// 相差 / 差距 first: 差距 is the gap itself, not the "less" word 差.
const GAP = /(相差|差距)|(多出|多了|高出|高了|领先|超出|多赚|多)|(少了|低了|低出|还差|差了|差(?!不多)|落后|少赚|少)/g;
export const ORDER_UP = /高于|超过|超出|超越|多于|大于|反超|领先|跑赢|胜过|强于|好于|赶超/;
export const ORDER_DOWN = /低于|少于|小于|不及|不如|落后|跑输|逊于|弱于|赶不上|比不上/;
const PASSIVE = /被$/;
/** "比茅台同年还高", "比平安更低": the order said with a bare adjective after 比 and the peer. */
const BARE_UP = /^(?:同年|同期|当年)?(?:还|更|都|要)*(?:高|多|大|强)(?![于出])/;
const BARE_DOWN = /^(?:同年|同期|当年)?(?:还|更|都|要)*(?:低|少|小|弱)(?!于)/;
const RESPECTIVELY = /分别/;
/** A hedge on a ratio said before the peer it is to: "约为", "大约是", "差不多是", "接近". */
const HEDGE_BEFORE = /(?:约|大概|差不多|接近)(?:为|是|相当于)?$/;
/** A gap said again for a second metric: "…，利润却少了将近400亿". */
const GAP_AGAIN = /^[^，,；;]{0,10}?(?:多了|少了|多出|高出|低了|差了|还差|更高|更低)/;
/**
 * "约为招行1502亿元的55%，但净利率高出一截": a gap's word with no size ("一截", "不少") or 更高 / 更低, to the peer
 * carried from the clause before, says only which side is ahead.
 */
const UNSIZED_ORDER = /(多出|多了|高出|高了|更高|更多)|(少了|低了|低出|差了|更低|更少)/;

/**
 * What a level's comparison cannot read: a rate or change (营收增速是比亚迪的两倍), a valuation or price, a share or
 * volume the data does not hold. Such a clause is left to the peer rule (未能核验).
 */
const NOT_A_LEVEL = new RegExp(
  "增速|增幅|增长率|增长|降幅|跌幅|涨幅|同比|环比|增量|yoy|qoq|" +
    "估值|市值|市盈率|市净率|股价|份额|市占率|装机|销量|出货",
  "i",
);

const VALUE_LEAD = /^(?:同期|同年|当年|全年|的|（|\(|约|大约|为|是|则为|则是|只有|仅)*$/;

function peerOf(a: Assertion, before: readonly Assertion[], peers: PeerFacts, own?: string): Peer | null {
  for (const t of a.terms) {
    const code = t.kind === "peer" ? codeOf(t.word) : null;
    const facts = code ? peers.get(code) : undefined;
    const at = a.read.indexOf(t.word);
    if (facts && at >= 0) return { name: t.word, at, end: at + t.word.length, facts };
  }
  // A clause naming no company compares with the one its sentence named: by 后者, or after a frame.
  const earlier = [...before].reverse().find((b) => peerOf(b, [], peers) !== null);
  const named = earlier ? peerOf(earlier, [], peers) : null;
  if (!named || !earlier) return null;
  const ref = BACK_REFERENCE.exec(a.read);
  if (ref) return { ...named, at: ref.index, end: ref.index + ref[0].length };
  // "比亚迪是它的近两倍" in 比亚迪's point: 它 after the company as subject is the peer named before (peer-pronoun.ts).
  const self = companiesIn(a.read).find((c) => c.code === own);
  const it = self ? pronounAfter(a.read, self.index, self.end) : -1;
  if (it >= 0) return { ...named, at: it, end: it + 1 };
  // "宁德时代…722.01亿元，约为比亚迪的2.2倍" in 比亚迪's point: the peer is the subject, the company the base.
  const base = companiesIn(a.read).find((c) => c.code === own && OWN_AS_BASE.test(a.read.slice(0, c.index)));
  if (base) return { ...named, at: base.index, end: base.end, subject: true };
  const framed = earlier.numbers.length === 0 && FRAME.test(earlier.text);
  // "比宁德多了3800亿左右，利润却少了将近400亿": a gap right after one to the peer is to the same peer.
  // So is one after a ratio to it ("营收约为比亚迪的4倍，但归母净利润只高出约25%").
  const compared = (t: string): boolean => GAP_AGAIN.test(t) || ratioOf(t, 0) !== null;
  // "…，净利率较上年低了约1.7个百分点": a gap against the company's own year before is its change, not the peer's gap.
  const gapAgain =
    earlier === before.at(-1) && a.basis === null && GAP_AGAIN.test(a.read) && compared(earlier.read.slice(named.end));
  return framed || gapAgain ? { ...named, at: 0, end: 0 } : null;
}

/**
 * Whether a clause only frames a comparison with peers whose facts are given ("与招商银行对比"). Every peer it names
 * must be one: "相对比亚迪和LG新能源" frames a comparison with a company the data does not hold as well.
 */
export function framesPeer(a: Assertion, peers: PeerFacts | undefined): boolean {
  if (!peers || a.numbers.length > 0 || a.metric !== null || !FRAME.test(a.text)) return false;
  const named = a.terms.filter((t) => t.kind === "peer");
  return named.length > 0 && named.every((t) => peers.has(codeOf(t.word) ?? ""));
}

/**
 * The metric compared: one named before `upto` (the peer, or 分别; 利润 included), else the clause's, else the one its
 * sentence was about ("归母净利润1501.81亿元，高于中国平安的…": the peer owns the clause, so the parser bound none).
 */
function metricOf(a: Assertion, peer: Peer, before: readonly Assertion[], upto: number): ClaimMetric | null {
  const named = findMetrics(a.read).filter((m) => m.index < upto || peer.at === 0);
  // "对应2025年归母净利约56倍PE，远高于茅台约22倍": the quantity of the figure said last before (the PE), not the
  // metric it was divided from.
  const last = [...before].reverse().find((b) => b.metric !== null);
  const said = last?.figures.findLast((f) => f.metric)?.metric ?? last?.metric ?? null;
  // "宁德时代…归母净利润722.01亿元，约为比亚迪的2.2倍": the metric a clause of the peer's own named.
  const peers = [...before].reverse().flatMap((b) => findMetrics(b.read).map((x) => x.metric))[0] ?? null;
  return named.at(-1)?.metric ?? said ?? a.metric ?? peers;
}

const relative = (x: number, q: number): number => Math.abs(x - q) / Math.abs(q);

/** Whether a value read against a shown quantity holds, with its hedge. */
function holds(x: number, q: PeerQuantity, bound: "less" | "more" | null): boolean {
  if (bound === "less") return x < q.value * (1 + 1e-9);
  if (bound === "more") return x > q.value * (1 - 1e-9);
  if (q.more) return x >= q.value * (1 - 1e-9) && x < q.value + q.step;
  if (q.near) return x <= q.value * 1.02 && x >= q.value * 0.85;
  // An unhedged figure holds to its rounding only; 约/左右 allow a derived ratio's band.
  return Math.abs(x - q.value) <= q.unit * (1 + 1e-9) || (q.hedged && relative(x, q.value) <= RATIO_ABOUT_SHARE);
}

/**
 * The checks of a clause comparing the company with a named peer whose facts are given, and the rest of the clause
 * (its own figures before the peer) to check as usual; null when the clause is no such comparison.
 */
export function peerCompared(
  a: Assertion,
  facts: Facts,
  before: readonly Assertion[],
  peers: PeerFacts | undefined,
): { checks: ClaimCheck[]; rest: Assertion } | null {
  if (!peers || peers.size === 0) return null;
  const peer = peerOf(a, before, peers, facts.company ?? undefined);
  if (!peer || NOT_A_LEVEL.test(a.read) || a.outOfScope || a.terms.some((t) => t.kind === "unheld")) return null;
  // "招行和平安2025年归母净利润分别为1501.81亿元和1347.78亿元": both values after the two names, in their order.
  const pair = RESPECTIVELY.exec(a.read);
  const both = pair && pair.index > peer.end ? a.numbers.filter((n) => n.index > pair.index) : [];
  const m = metricOf(a, peer, before, both.length === 2 ? pair!.index : peer.at);
  if (!m || isMarket(entryOf(m))) return null;
  // A quarter's clause reads both companies' views of that report period (period-view.ts): 一季度 beside 一季度.
  const ownView = periodView(facts, a.period.kind);
  const peerView = periodView(peer.facts, a.period.kind);
  if (!ownView || !peerView) return null;
  const own = pointsOf(ownView, m);
  // The year judged, else one the clause names, else the latest report's: the peer's is of the same year.
  const named = /((?:19|20)\d{2})年/.exec(a.read);
  const latest = own.at(-1);
  const year = a.years.length > 0 ? Math.max(...a.years) : named ? Number(named[1]) : latest ? yearOf(latest) : null;
  const mine = own.find((p) => yearOf(p) === year);
  const text = a.read;
  const tail = text.slice(peer.end);
  // The ratio after the peer ("的约1.9倍"), with its stated value before it if any ("宁德时代722.01亿元的一半").
  // "高于茅台的22.49%约6个百分点": a % after a rate's peer is the peer's rate, not a ratio of the two.
  const read = ratioOf(tail, peer.end);
  // "增速42.28%，远快于招商银行的1.21%": so is a % after the peer of a pace, the peer's growth.
  const paced = /增速|增幅|增长率|快于|慢于/.test(text.slice(0, peer.at));
  const found = read && (entryOf(m).kind === "ratio" || paced) && read.q.raw.endsWith("%") ? null : read;
  // "约为宁德时代的46%", "差不多是招行的2.4倍": the hedge stands before the peer, not before the figure.
  const hedgedBefore = HEDGE_BEFORE.test(text.slice(Math.max(0, peer.at - 6), peer.at));
  const ratio = found && hedgedBefore ? { ...found, q: { ...found.q, hedged: true } } : found;
  const valueEnd = ratio ? ratio.of : peer.end + tail.length;
  const peerNamed = both.length === 2 ? undefined : findMetrics(text.slice(peer.end, valueEnd))[0];
  const peerWord = peerNamed ? text.slice(peerNamed.index + peer.end, peerNamed.end + peer.end) : null;
  // After the company named as the base, a figure is the company's, not the peer's.
  const value = a.numbers.find(
    (n) =>
      !peer.subject &&
      n.index >= peer.end &&
      n.index < valueEnd &&
      n.kind !== "multiple" &&
      // "高出比亚迪8个百分点多": points after the peer are the gap, never the peer's level; nor is a change's size
      // ("比亚迪利润2025年下降19%").
      n.kind !== "pp" &&
      !CHANGE_RAW.test(n.raw) &&
      VALUE_LEAD.test(
        text
          .slice(peer.end, n.index)
          .replace(/\d{4}年/, "")
          .replace(peerWord ?? /^$/, ""),
      ),
  );
  // "约为茅台同期营业收入854.30亿元的59%": the line named after the peer is the peer's (营业收入 beside 营收), unless
  // the figure stated for it is the clause's line (names of revenue are used loosely).
  const pointOf = (metric: ClaimMetric) => pointsOf(peerView, metric).find((p) => yearOf(p) === year);
  const peerLine = peerNamed && !isMarket(entryOf(peerNamed.metric)) ? peerNamed.metric : m;
  const fits = (metric: ClaimMetric): boolean => {
    const p = pointOf(metric);
    return !!p && !!value && matchesFigure(value, figureCandidate({ label: "", value: p.value, unit: p.unit }));
  };
  const pm = peerLine !== m && value && !fits(peerLine) && fits(m) ? m : peerLine;
  const theirs = pointOf(pm);
  if (year === null || !mine || !theirs) return null;
  const label = entryOf(m).label;
  const peerLabel = entryOf(pm).label;
  const when = a.period.kind === "annual" ? `${year}年` : periodName(mine);
  // "宁德时代的营收只有比亚迪的53%" in 比亚迪's point: the peer is the subject, the company the base.
  // "比亚迪是它的近两倍" in 宁德时代's point: 它 after the peer as subject is the company (peer-pronoun.ts).
  const ownAt =
    companiesIn(a.read).find((c) => c.code === facts.company)?.index ??
    (peer.subject ? -1 : pronounAfter(text, peer.at, peer.end));
  const peerFirst = peer.subject === true || (peer.end > 0 && ownAt > peer.at);
  // The words between the peer as subject and the company; before the base where the peer was named earlier.
  const between = (head: string): string => (peerFirst && !peer.subject ? text.slice(peer.end, ownAt) : head);
  const [x, y] = peerFirst ? [theirs.value, mine.value] : [mine.value, theirs.value];
  const ownSide = `本公司${show(m, mine.value)}`;
  const peerSide = `${peer.name}${pm === m ? "" : peerLabel}${show(pm, theirs.value)}`;
  const sides = `${when}${label}：${peerFirst ? `${peerSide}，${ownSide}` : `${ownSide}，${peerSide}`}`;
  const checks: ClaimCheck[] = [];
  const used = new Set<ExtractedNumber>();
  const shownAt = (at: number): ExtractedNumber | undefined => a.numbers.find((n) => n.index === at);
  // "营收增长17%，比亚迪3.5%": a bare percent carries the kind of the figure before it (peer-figure-kind.ts).
  const carried = value?.kind === "percent" && findMetrics(text).length === 0 ? previousFigure(before, m) : null;
  if (value) {
    used.add(value);
    const whose = `${peer.name}${when}${peerLabel}`;
    const points = pointsOf(peerView, pm);
    const change = carried?.kind === "change";
    const unlike = carried?.kind === "level" && entryOf(pm).kind === "amount";
    checks.push(
      change
        ? peerChangeCheck(value, peer.name, whose, pm, points, theirs, carried.sense)
        : unlike
          ? unlikeKind(value, whose)
          : valueCheck(value, whose, pm, theirs),
    );
  }
  if (both.length === 2) {
    const [theirN, myN] = ownAt > peer.at ? [both[0]!, both[1]!] : [both[1]!, both[0]!];
    for (const [n, who, p] of [
      [myN, "本公司", mine],
      [theirN, peer.name, theirs],
    ] as const) {
      used.add(n);
      checks.push(valueCheck(n, `${who}${when}${label}`, m, p));
    }
    return { checks, rest: restOf(a, peer, used) };
  }
  const head = text.slice(0, peer.at);
  const headClause = head.slice(Math.max(head.lastIndexOf("，"), head.lastIndexOf(",")) + 1);
  const q = ratio?.q ?? null;

  if (q && y !== 0) {
    const r = x / y;
    const said = between(headClause);
    const bound = LESS.test(said) ? "less" : MORE.test(said) ? "more" : null;
    const shown = shownAt(q.at);
    if (shown) used.add(shown);
    checks.push(relation(holds(r, q, bound), `${sides}，前者是后者的${r.toFixed(2)}倍`, q.raw, shown));
  } else {
    // The order's word stands before the peer, or between the peer as subject and the company.
    const scope = maskGapBounds(between(headClause));
    // "已被中国平安的1348亿元反超": after the peer, past the figure stated for it.
    const past = value ? value.index + value.raw.length - peer.end : 0;
    const after = maskGapBounds(tail.slice(0, past + 4));
    // "比茅台同年还高": after 比 and the peer, a bare 高 / 低 is the order.
    const base = /比$/.test(head);
    const alone = peerFirst && !peer.subject;
    const up = ORDER_UP.exec(scope) ?? (alone ? null : (ORDER_UP.exec(after) ?? (base ? BARE_UP.exec(after) : null)));
    const down =
      ORDER_DOWN.exec(scope) ?? (alone ? null : (ORDER_DOWN.exec(after) ?? (base ? BARE_DOWN.exec(after) : null)));
    const higher = PASSIVE.test(head) && up ? false : up !== null && (down === null || up.index > down.index);
    // "高于茅台的22.49%约6个百分点": an order with the size of the gap right after the peer's figure.
    const from = value ? value.index + value.raw.length : peer.end;
    const sized = up || down ? readQuantity(text.slice(from), from, "gap") : null;
    const gap = gapOf(text, peer, value) ?? (sized ? { up: higher, either: false, q: sized } : null);
    if (gap) {
      const share = gap.q.kind === "share";
      const diff = share ? x / y - 1 : x - y;
      // A stored amount is in 亿元 or 元 (its unit): the gap is compared in the unit shown.
      const inBase =
        gap.q.kind === "amount" ? diff * figureCandidate({ label, value: 1, unit: mine.unit }).value : diff;
      const scaled = gap.q.kind === "amount" ? inBase / gap.q.scale : diff;
      // "两者相差…" says the size of the gap, not which side is ahead.
      const sideOk = gap.either || (gap.up ? diff > 0 : diff < 0);
      const shown = shownAt(gap.q.at);
      if (shown) used.add(shown);
      const size = share
        ? `${(Math.abs(diff) * 100).toFixed(1)}%`
        : gap.q.kind === "pp"
          ? `${Math.abs(diff).toFixed(2)}个百分点`
          : show(m, Math.abs(diff));
      const ok = sideOk && holds(Math.abs(scaled), gap.q, gap.q.bound ?? null);
      checks.push(relation(ok, `${sides}，相差${size}`, gap.q.raw, shown));
    } else if ((up || down) && PERFORMANCE.test(text)) {
      const [mineUp, theirsUp] = [yearChange(own, mine), yearChange(pointsOf(peerView, pm), theirs)];
      if (mineUp === null || theirsUp === null) return null;
      const [gx, gy] = peerFirst ? [theirsUp, mineUp] : [mineUp, theirsUp];
      const paces = `${when}${label}同比：本公司${signedPercent(mineUp)}，${peer.name}${signedPercent(theirsUp)}`;
      checks.push(relation(higher ? gx > gy : gx < gy, paces, (up ?? down)![0], undefined));
    } else if (up || down) {
      const ok = higher ? x > y : x < y;
      checks.push(relation(ok, sides, (up ?? down)![0], undefined));
    } else if (peer.end === 0) {
      const said = UNSIZED_ORDER.exec(text);
      if (said) checks.push(relation(said[1] !== undefined ? x > y : x < y, sides, said[0], undefined));
    }
  }
  return checks.length === 0 ? null : { checks, rest: restOf(a, peer, used) };
}

/** A figure stated as one company's value of the period. */
function valueCheck(n: ExtractedNumber, whose: string, m: ClaimMetric, p: FactPoint): ClaimCheck {
  const ok = matchesFigure(n, figureCandidate({ label: whose, value: p.value, unit: p.unit }));
  const found = `${whose}${show(m, p.value)}`;
  const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
  return { kind: "number", ok, expected: whose, found, reason, figure: n.raw };
}

/** The clause without its comparison: the company's own figures and move before the peer, checked as usual. */
function restOf(a: Assertion, peer: Peer, used: ReadonlySet<ExtractedNumber>): Assertion {
  const text = a.read;
  const keep = (n: ExtractedNumber): boolean => n.index < peer.at && !used.has(n);
  // A direction word of its own before the peer is the company's move; a gap's or an order's word is the comparison's.
  const word = a.direction?.word ?? "";
  const directionBefore =
    text.indexOf(word) >= 0 &&
    text.indexOf(word) < peer.at &&
    !new RegExp(`^(?:${GAP.source}|${ORDER_UP.source}|${ORDER_DOWN.source})$`).test(word);
  return {
    ...a,
    numbers: a.numbers.filter(keep),
    figures: a.figures.filter((f) => keep(f.n) && f.role !== "peer"),
    direction: directionBefore ? a.direction : null,
    magnitude: null,
    comparison: null,
    level: null,
    recency: null,
  };
}

/** A ratio or gap shown as a figure is a number check (so the verifier need not find it in the cited text). */
function relation(ok: boolean, found: string, said: string, shown: ExtractedNumber | undefined): ClaimCheck {
  return {
    kind: shown ? "number" : "comparison",
    ok,
    expected: `与所述“${said}”相符`,
    found,
    reason: `${found}，与“${said}”${ok ? "相符" : "不符"}`,
    ...(shown ? { figure: shown.raw } : {}),
  };
}

/** A gap to the peer: its word (more or less) and the quantity after it, past the peer and its stated value. */
function gapOf(
  text: string,
  peer: Peer,
  value: ExtractedNumber | undefined,
): { up: boolean; either: boolean; q: PeerQuantity } | null {
  const from = value ? value.index + value.raw.length : peer.end;
  for (const g of text.matchAll(GAP)) {
    const end = g.index + g[0].length;
    // The word stands right after the peer (and its figure), or right before the peer ("高出比亚迪8个多百分点").
    const between = text.slice(from, g.index).replace(/[（）()约]/g, "");
    // A peer carried from the clause before stands at the start: the metric and 却 may come before the word.
    const after = g.index >= from && (peer.end === 0 ? !/[\d，,；;]/.test(between) : /^[还要则却也]*$/.test(between));
    const beforePeer = end === peer.at;
    if (!after && !beforePeer) continue;
    const start = beforePeer ? peer.end : end;
    const q = readQuantity(text.slice(start), start, "gap");
    if (q) return { up: g[2] !== undefined, either: g[1] !== undefined, q };
  }
  return null;
}

/** "两者差距超过390亿元", "相差超过一倍": a bound on the gap's size says nothing of which side is ahead. */
const GAP_BOUND = /(相差|差距)((?:已经|已|还|仍|将)?(?:超过|超出|不到|不足|逾|高于|低于|少于|多于))/g;
const maskGapBounds = (s: string): string =>
  s.replace(GAP_BOUND, (_, gap: string, b: string) => gap + "□".repeat(b.length));

/** The first "的" after the peer, before any comma, that a ratio follows; `of`: where the "的" stands in the clause. */
function ratioOf(tail: string, offset: number): { q: PeerQuantity; of: number } | null {
  const stop = tail.search(/[，,；;。]/);
  const upto = stop < 0 ? tail.length : stop;
  for (let i = tail.indexOf("的"); i >= 0 && i < upto; i = tail.indexOf("的", i + 1)) {
    const q = readQuantity(tail.slice(i + 1), offset + i + 1, "ratio");
    if (q) return { q, of: offset + i };
  }
  return null;
}
