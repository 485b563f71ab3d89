import { type ClaimCheck, quoted, undecided } from "./check-series";
import { codeOf, isCompanyName } from "./company-names";
import type { Assertion } from "./parse-assertions";

/**
 * A comparison framed by another company: "与平安银行相比，招行ROE高出约5个百分点". The frame names no metric; the
 * clause after it states a gap to a company whose figures are not stored, so its figures and direction are the
 * comparison's (未能核验), not the company's own level or change.
 */
const FRAME = /相比|相较|对比|比较|比起|^(?:和|与|跟|同)[^，,。；;]{2,10}比$/;
/** A gap between two companies, or a standing against the other: the clause compares, it does not state a move. */
const RELATIVE = /高出|低出|多出|高于|低于|多于|少于|领先|落后|超出|强于|弱于|好于|差于|更高|更低|更快|更慢|更强|更弱/;

const framesPeer = (a: Assertion): boolean =>
  a.metric === null && FRAME.test(a.text) && a.terms.some((t) => t.kind === "peer" && isCompanyName(t.word));

/**
 * "与五粮液、泸州老窖相比，茅台PE约21倍，但两者同期PE只有15倍左右": 两者 (二者, 两家, 它们) leading a clause after
 * the frame are the companies the frame names, so the clause's figures are theirs. Not a gap, a sum or a likeness of
 * both (两者相差, 两者合计, 两者都), which may take in the company itself.
 */
const THEY = /^\s*(?:但|而|可|则|反观)?\s*(?:这|那)?(?:两者|二者|两家|它们|后两者)(?!都|均|也)/;
// "两家营收都在增长": a likeness said after the metric too.
const BOTH_SIDES = /相差|差距|之差|差值|剪刀差|合计|相加|加起来|之和|一样|相同|相当|接近|都|均|双双|同样|一起/;

/** The clause's one check when its sentence is framed by another company before it; null when it is not. */
export function peerFramed(a: Assertion, before: readonly Assertion[]): ClaimCheck[] | null {
  const frame = before.find(framesPeer);
  const theirs = THEY.test(a.text) && !BOTH_SIDES.test(a.text);
  if (!frame || !(RELATIVE.test(a.text) || theirs)) return null;
  const peer = frame.terms.filter((t) => t.kind === "peer").map((t) => t.word);
  const named = theirs ? peer.join("、") : peer[0];
  const what = theirs ? "说的是" : "比较的是";
  return a.asserts ? [undecided("scope", "同业比较", `${quoted(a)}${what}${named}，其他公司的数据未核验`)] : [];
}

/** Words that set the company against another: an order, a likeness or a gap ("好于平安银行", "和中国人寿相差无几"). */
const AGAINST = new RegExp(
  "高于|低于|多于|少于|大于|小于|好于|差于|强于|弱于|优于|领先|落后|超过|不及|不如|跑赢|跑输|远超|" +
    "相差无几|不相上下|相当",
);

/**
 * "好于平安银行两位数的下滑", "跌幅大于泸州老窖和山西汾酒", "增速远超LG新能源和松下": the company set against another
 * whose figures are not given. The clause's own figures and moves are still checked; the comparison is 未能核验.
 */
export function unheldPeerOrder(a: Assertion, given: ReadonlySet<string>): ClaimCheck | null {
  const peer = a.terms.find((t) => t.kind === "peer" && isCompanyName(t.word) && !given.has(codeOf(t.word) ?? ""));
  if (!peer || !a.asserts || a.from !== "claim" || !AGAINST.test(a.text)) return null;
  return undecided("scope", "同业比较", `${quoted(a)}比较的是${peer.word}，其他公司的数据未核验`);
}
