import type { Assertion } from "./assertion";
import { favourability } from "./point-stance";

/**
 * "利润回升叠加年度分红方案落地，对股价是正面因素", "营收下滑，对估值构成压制": a clause that only reads the facts its
 * point states as good or bad news for the price. It names no price fact of its own (no level, no move, no date):
 * its 股价 is what the news bears on, not a quote to look up. When the point's facts all read the same way by the
 * polarity table, the reading is theirs and adds nothing to check; against them, or with no fact read, it stays ❔.
 */

/** What the news bears on. */
const TARGET = "(?:公司)?(?:股价|估值|市场情绪|情绪面|二级市场表现|股东|投资者)";
const GOOD = "正面因素|积极因素|利好因素|正面|积极|利好|支撑|提振";
const BAD = "负面因素|不利因素|消极因素|利空因素|负面|利空|压制|拖累|压力";
/** "这对股价是正面因素", "对估值构成一定支撑", "对股价而言属于利好". */
const FOR_TARGET = new RegExp(
  `^(?:这|此|这些|两者|二者|以上|上述)?(?:都|均|也)?(?:对|给)${TARGET}(?:而言|来说)?` +
    "(?:都|均|也)?(?:是|构成|形成|属于|算是?|带来|提供)?(?:一[个项种大])?" +
    "(?:明显|一定|较强|直接|实质性?|重大|显著)?的?" +
    `(?:(${GOOD})|(${BAD}))(?:作用|信号)?$`,
);
/** "利好股价", "提振估值", "压制股价". */
const VERB_TARGET = new RegExp(`^(?:这|此)?(?:将|会|或将)?(?:(利好|提振|支撑)|(利空|压制|拖累))${TARGET}$`);

/**
 * "这是利好信号", "两者都属于利空": the same reading with its target left out. It is a stance on the point's facts, so
 * the parser's silence on it (no metric, no figure) does not let it pass unread (coverage.ts).
 */
const BARE_VERDICT = new RegExp(
  "^(?:这|此|这些|两者|二者|以上|上述)(?:都|均|也)?(?:是|属于|算是?|释放出?了?|发出了?|构成)(?:一[个项种])?" +
    "(?:明显|积极|重要|一定|较强)?的?(?:(利好|正面|积极)|(利空|负面|消极))(?:信号|消息|因素)?$",
);

/** The reading's sign: +1 good news for the price, −1 bad, null when the clause is no such reading. */
export function priceReading(text: string): 1 | -1 | null {
  const t = text.trim().replace(/[。！!，,；;]+$/, "");
  const m = FOR_TARGET.exec(t) ?? VERB_TARGET.exec(t) ?? BARE_VERDICT.exec(t);
  if (!m) return null;
  return m[1] ? 1 : -1;
}

/**
 * Whether clause `a` reads the point's other clauses as news the way they all point. `others`: the point's own
 * clauses beside it; a concession, a report of the other side or a scenario is no fact the reading stands on.
 */
export function readsPointFacts(a: Assertion, others: readonly Assertion[]): boolean {
  const sign = a.numbers.length === 0 ? priceReading(a.text) : null;
  if (sign === null) return false;
  const signs = others
    .filter((o) => o.from === "claim" && !o.concessive && !o.attributed && !o.scenario)
    .map(favourability)
    .filter((f) => f !== null);
  return signs.length > 0 && signs.every((f) => f === sign);
}
