import type { GraphFinal } from "../../protocol";
import { CONVICTION_ZH, STANCE_ZH } from "../../../domain/labels";
import type { ReportSection } from "../../../wire/report-document";
import type { VoteFlow } from "./index";
import { VOTE_ROLES } from "./lenses";
import { tallyOf } from "./tally";

/** The vote's own report section: each voter's answer and the count that decided. */
export function voteSections(flow: VoteFlow, final: GraphFinal | null): ReportSection[] {
  const tally = tallyOf(flow.voters);
  const rows = flow.voters.map((v) => {
    const o = v.output;
    const who = VOTE_ROLES[v.role]?.title ?? "投票人";
    const voted = o && !v.error;
    const stance = voted ? STANCE_ZH[o.stance] : v.skipped ? "未参与" : "未投票（失败）";
    return [{ text: who }, { text: stance }, { text: voted ? CONVICTION_ZH[o.conviction] : "-" }];
  });
  const { bullish, bearish, neutral } = tally.counts;
  const items = [
    { text: `计票：看多 ${bullish}，看空 ${bearish}，中性 ${neutral}（有效 ${tally.cast} 票）` },
    { text: `多数：${tally.tie ? "无多数（票数持平），取中性" : STANCE_ZH[tally.majority]}` },
    ...(final ? [{ text: `采用：${final.note}` }] : []),
  ];
  return [
    {
      id: "tally",
      title: "多数投票：计票",
      blocks: [
        { kind: "table", columns: ["投票人", "立场", "信心"], rows },
        { kind: "list", items },
      ],
    },
  ];
}
