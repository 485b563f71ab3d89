import type { Assertion } from "./assertion";
import type { BoundFigure } from "./binding";
import { entryOf } from "./check-series";
import type { ClaimCheck } from "./check-series";
import { relationCheck } from "./relation-values";

/**
 * "商誉99.54亿元，相对13.07万亿元的总资产微不足道", "销售费用56亿元，与1741亿元的营收相比可以忽略不计": a part called
 * negligible beside its whole is a small share of it, not only two figures that each match the data. Beyond the
 * limit the words are false however right the figures are.
 */
/** The words of a negligible part and the share of the whole (in %) each allows. */
const NEGLIGIBLE_PARTS: readonly { re: RegExp; limit: number }[] = [
  // 忽略 reaches here masked (□□), 微不足道 spelt as 可以忽略 (phrase-words.ts). A fiftieth: goodwill beside a bank's
  // assets is negligible, cash a sixth of them is not.
  { re: /可以□□(?:不计)?|□□不计|九牛一毛|沧海一粟|不值一提/, limit: 2 },
  // "相比总资产不到千分之一": the bound the words name.
  { re: /(?:不到|不足|还不到|不及)(?:总[^，,；;。]{0,4}的)?千分之一/, limit: 0.1 },
  { re: /(?:不到|不足|还不到|不及)(?:总[^，,；;。]{0,4}的)?百分之一/, limit: 1 },
];

const amount = (f: BoundFigure): boolean =>
  f.role === "metric" && f.metric !== null && f.n.unit === "元" && f.n.value > 0 && !f.change;

/** The check of a negligible part beside its whole, when the clause shows both as amounts of two metrics. */
// "商誉99.54亿元，相对13.07万亿元的总资产微不足道": the part may be the clause before's last amount.
export function readNegligiblePart(
  a: Assertion,
  before: readonly Assertion[],
): { checks: ClaimCheck[]; figures: [] } | null {
  const rule = NEGLIGIBLE_PARTS.map((r) => ({ hit: r.re.exec(a.text), limit: r.limit })).find((r) => r.hit);
  if (!rule?.hit) return null;
  const word = rule.hit[0].replaceAll("□□", "忽略");
  const own = a.figures.filter(amount);
  const previous = own.length === 1 ? (before.at(-1)?.figures.filter(amount).at(-1) ?? null) : null;
  const shown = previous ? [previous, ...own] : own;
  const part = shown[0];
  const whole = shown.find((f) => f !== part && f.metric !== part?.metric && f.n.value > (part?.n.value ?? 0));
  if (!part || !whole || !part.metric || !whole.metric) return null;
  const share = (100 * part.n.value) / whole.n.value;
  const ok = share < rule.limit;
  const names = `${entryOf(part.metric).label}${part.n.raw}占${entryOf(whole.metric).label}${whole.n.raw}的`;
  const found = `${names}${share.toFixed(2)}%${ok ? "" : `，超过${rule.limit}%，谈不上“${word}”`}`;
  const expected = `${entryOf(part.metric).label}相对${entryOf(whole.metric).label}${word}`;
  return { checks: [relationCheck(ok, expected, found, a.text)], figures: [] };
}
