/**
 * The server's Chinese words for the API's enums, one table per meaning, so a report, a verdict note and a prompt
 * cannot drift apart. public/labels.js holds the page's copy (it cannot import TypeScript); keep the two in step.
 */
import type { Role, Stance, VerificationStatus } from "../debate/debate-types";
import type { Direction } from "../debate/role-output";

/** A stance as a verdict states it: the report headline, the verdict rule's notes, a role's conclusion. */
export const STANCE_ZH: Record<Stance, string> = { bullish: "看多", bearish: "看空", neutral: "中性" };

/**
 * A lean: the same enum worded as an inclination, for reasoning that infers a direction rather than rules on it.
 * Distinct from STANCE_ZH on purpose: "偏多" is not "看多".
 */
export const LEAN_ZH: Record<Stance, string> = { bullish: "偏多", bearish: "偏空", neutral: "中性" };

/** The seats of the adversarial debate. */
export const ROLE_ZH: Record<Role, string> = { bull: "多方", bear: "空方", judge: "裁判" };

/** What verification made of a point, as a reader sees it: never by colour alone, always an icon and a word. */
export const VERIFICATION_MARK: Record<VerificationStatus, string> = { verified: "✅ 已核验", doubtful: "⚠️ 存疑", unverifiable: "❔ 未能核验", invalid: "❌ 引用无效" };

/** A one-day/week/month direction of the graph protocols. */
export const DIRECTION_ZH: Record<Direction, string> = { up: "上行", down: "下行", flat: "持平" };
