import type { Assertion } from "./assertion";
import { type ClaimCheck, undecided, within } from "./check-series";
import type { Facts } from "./facts";
import { hedgedBand } from "./hedged-sizes";
import { snapshotSession } from "./snapshot-close";

/**
 * "较7月快照时的估值明显抬升", "PE比快照时高了不少", "估值比去年7月快照时更低了": a multiple's move from the snapshot
 * to now, on the same earnings or book, is the price's move between the two closes (the share count and the figure
 * divided by are the same; a report out since then changes the basis, not the market's pricing). The data keeps no
 * PE or PB series of every day, but it keeps both closes, so the move's direction and size are decided on them.
 */
const MULTIPLE = new Set(["pe_ttm", "pb"]);
/** The snapshot named as the base the move is measured from: 较/比/相比 … 快照. */
const FROM_SNAPSHOT = /(?:较|比|相比|相较|从|对比)[^，。；,;]{0,10}快照/;

/** The direction and size checks of a multiple's move from the snapshot, or null where the clause is no such move. */
export function snapshotMultipleMove(a: Assertion, facts: Facts): ClaimCheck[] | null {
  if (!a.metric || !MULTIPLE.has(a.metric) || !FROM_SNAPSHOT.test(a.read)) return null;
  if (!a.direction || a.direction.extreme || a.direction.denied) return null;
  if (a.direction.sense !== "up" && a.direction.sense !== "down") return null;
  const then = snapshotSession(facts);
  const close = facts.market?.close;
  const label = a.metric === "pb" ? "市净率" : "市盈率";
  const expected = `${label}${a.direction.word}`;
  if (!then || !close || !facts.market) {
    return [undecided("direction", expected, `没有快照日的收盘价，无法判断${label}自快照以来的变动`)];
  }
  const percent = (close / then.close - 1) * 100;
  const found =
    `${then.date}收盘${then.close}元→${facts.market.lastBar}收盘${close}元（${percent >= 0 ? "+" : ""}` +
    `${percent.toFixed(2)}%），同一盈利或净资产口径下${label}同幅变动`;
  const ok = a.direction.sense === "up" ? percent > 0 : percent < 0;
  const reason = `${found}，与“${a.direction.word}”${ok ? "相符" : "不符"}`;
  const out: ClaimCheck[] = [{ kind: "direction", ok, expected, found, reason }];
  const size = a.magnitude;
  if (size && (size.percent.min !== undefined || size.percent.max !== undefined)) {
    const band = size.hedged ? hedgedBand(size.percent) : size.percent;
    const fits = within(Math.abs(percent), band);
    const sized = `${found}，“${size.word}”${fits ? "相符" : "不符"}`;
    out.push({ kind: "magnitude", ok: fits, expected: `“${size.word}”`, found, reason: sized });
  }
  return out;
}
