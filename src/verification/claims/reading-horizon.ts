import type { Assertion } from "./assertion";
import { CONDITIONAL, FORECAST } from "./phrase-words";
import { BAD_NEWS, GOOD_NEWS, HORIZON_WORDS } from "./side-readings";

/**
 * A reading over a horizon ("长期看是利好", "中长期来看是好事", "长远看是利空"): the fact it reads is reported now;
 * only the payoff is put later. 长期看 marks a forecast clause (phrase-words.ts), so without this a fall called
 * good news "in the long run" would go unread.
 */
const HORIZON = new RegExp(`(?:${HORIZON_WORDS})(?:来看|而言|看)?`);

/** Whether a clause is a scenario only for its horizon and reads the facts before it as good or bad news. */
export function horizonReading(a: Assertion): boolean {
  if (!a.scenario || !HORIZON.test(a.text)) return false;
  const rest = a.text.replace(new RegExp(HORIZON.source, "g"), "");
  // "若…，长期看是利好", "预计长期利好": a condition or a forecast of its own stays a scenario.
  if (FORECAST.test(rest) || CONDITIONAL.test(rest)) return false;
  return GOOD_NEWS.test(a.text) || BAD_NEWS.test(a.text);
}
