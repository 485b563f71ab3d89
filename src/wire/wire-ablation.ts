/**
 * `GET /api/track-record/ablation` as a zod schema: what the debate's rounds changed, measured on the ledger. The same
 * questions (share and day) are forecast by the opening round alone, the full debate, the `vote` protocol and
 * always-up, each scored by hit rate, coverage, Brier and skill against the trailing base rate, with intervals and n.
 */
import { z } from "zod";
import { Estimate, Proportion } from "./wire-track";

export const AblationForecaster = z.object({
  key: z.enum(["opening", "full", "independent", "always_up"]),
  label: z.string(),
  coverage: Proportion.describe("questions with a directional call, of the questions scored"),
  hitRate: Proportion.describe("directional calls that came true (Wilson 95 %)"),
  brier: Estimate.describe("the raw score / 100 taken as the probability the call comes true (always-up: base rate)"),
  skill: Estimate.describe("1 - brier / Brier of the trailing base rate of the call's direction"),
});

export const AblationResponse = z
  .object({
    debates: z.number().int().describe("adversarial debates of more than one round with an opening verdict"),
    changed: Proportion.describe("debates whose final stance differs from the opening round's"),
    horizons: z.array(
      z.object({
        horizon: z.enum(["1d", "1w", "1m"]),
        label: z.string(),
        questions: z.number().int().describe("tradeable scored windows of those debates' questions"),
        forecasters: z.array(AblationForecaster),
      }),
    ),
    notes: z.array(z.string()),
  })
  .meta({ id: "AblationResponse" });
export type AblationResponse = z.infer<typeof AblationResponse>;
