import type { Dimension } from "../../../domain/metric-catalog";
import type { RoleIdentity } from "../../protocol";

/** At most this many voters (each one model call, all in one parallel step). */
export const MAX_VOTERS = 7;
/** Voters when a request names none. */
export const DEFAULT_VOTERS = 3;

/**
 * What a voter weighs most: every voter sees the same evidence, but each reads it through one lens, so the vote is
 * not trivially unanimous (voter i takes lens i mod 3).
 */
export interface Lens {
  key: string;
  zh: string;
  dimensions: Dimension[];
  framework: string;
}

export const LENSES: Lens[] = [
  {
    key: "fundamentals",
    zh: "基本面",
    dimensions: ["earnings", "valuation", "risk"],
    framework: "侧重财务报表：收入与利润、盈利能力、现金流、估值与负债。",
  },
  {
    key: "technicals",
    zh: "技术面",
    dimensions: ["market"],
    framework: "侧重行情：程序计算的均线、MACD、RSI、布林带与近期涨跌，不自行计算指标。",
  },
  {
    key: "news",
    zh: "消息面",
    dimensions: ["sentiment"],
    framework: "侧重公告与市场情绪：回购、增减持、问询处罚、业绩预告等事件的影响方向。",
  },
];

export const lensOf = (voter: number): Lens => LENSES[(voter - 1) % LENSES.length]!;
export const voterRole = (voter: number): string => `voter_${voter}`;

const ALONE = "你是一位独立投票的证券分析师，只依据给出的证据独立作答，看不到其他投票人的意见；";

/** Each voter's identity: an analyst who answers alone, without seeing anyone else's vote. */
export const VOTE_ROLES: Record<string, RoleIdentity> = Object.fromEntries(
  Array.from({ length: MAX_VOTERS }, (_, i) => {
    const lens = lensOf(i + 1);
    const identity: RoleIdentity = {
      title: `投票人${i + 1}（${lens.zh}）`,
      identity: `${ALONE}你的视角是${lens.zh}。`,
      framework: `${lens.framework}给出你的立场（看多、看空或中性）与理由；其他维度的证据也可以引用。`,
    };
    return [voterRole(i + 1), identity];
  }),
);
