import { type ClaimCheck, entryOf, quoted, undecided } from "./check-series";
import type { Assertion } from "./parse-assertions";

/**
 * Why a clause that asserts something was not checked: the topic no series covers (行情, 公告), the peer or the
 * metric the data lacks that it names, or no rule reading what it says. Always 未能核验, in Chinese.
 */
export function uncovered(a: Assertion): ClaimCheck {
  const peer = a.terms.find((t) => t.kind === "peer");
  const unheld = a.terms.find((t) => t.kind === "unheld");
  if (a.topics.length > 0) return undecided("scope", a.topics.join("、"), `${quoted(a)}涉及${a.topics.join("、")}，没有可核对的数据`);
  if (unheld) return undecided("scope", unheld.word, `数据中没有${unheld.word}，无法核验${quoted(a)}`);
  if (peer) return undecided("scope", peer.word, `${quoted(a)}说的是${peer.word}，不在本公司数据中`);
  if (!a.metric) return undecided("scope", "可核验的判断", `${quoted(a)}没有可用的核验规则`);
  const about = entryOf(a.metric).label;
  return undecided("scope", about, `${quoted(a)}对${about}的判断没有可用的核验规则`);
}
