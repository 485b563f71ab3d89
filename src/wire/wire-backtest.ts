/**
 * `GET /api/track-record/backtest` as a zod schema: following the verdicts (src/track/backtest/), its benchmarks, the
 * costs it paid and the variants tried. Returns are fractions (0.12 = 12 %), the curve's values start at 1.
 */
import { z } from "zod";
import { Estimate, Proportion } from "./wire-track";

const Horizon = z.enum(["1d", "1w", "1m"]);

const Figures = z.object({
  totalReturn: z.number(),
  annualReturn: z.number().describe("(1 + total) ^ (252 / sessions) - 1"),
  sharpe: Estimate.describe("annualised Sharpe of daily returns (no risk-free rate), bootstrap 95 % interval"),
  maxDrawdown: z.number().describe("largest fall from a running peak, a fraction"),
});

const Excess = z.object({ total: z.number(), annual: z.number() });

export const BacktestResponse = z
  .object({
    horizon: Horizon.describe("how long a 看多 call is held"),
    notional: z.number().describe("starting cash in yuan, what the ¥5 minimum commission is measured against"),
    window: z.object({ from: z.string(), to: z.string(), sessions: z.number().int() }).nullable(),
    ledger: z.object({
      used: z.number().int().describe("predictions dated inside the window (one per share and day)"),
      outside: z.number().int().describe("predictions dated before the CSI 300 series or on the last session"),
    }),
    strategy: Figures,
    csi300: Figures.describe("沪深300 bought at the first session's open and held"),
    equalWeight: Figures.describe("the same shares over the same days in equal weights, no costs"),
    excess: z.object({ vsCsi300: Excess, vsEqualWeight: Excess }),
    turnover: z.number().describe("one-way turnover a year: half of all order value over the mean equity"),
    trades: z.object({
      hitRate: Proportion.describe("round trips that ended above their cost, net of every cost"),
      meanReturnPct: z.number().nullable(),
      orders: z.number().int(),
      costs: z.object({
        commission: z.number(),
        stampDuty: z.number(),
        transferFee: z.number(),
        total: z.number(),
      }),
    }),
    blocked: z
      .object({
        buySuspended: z.number().int(),
        buyLimitUp: z.number().int(),
        sellSuspended: z.number().int(),
        sellLimitDown: z.number().int(),
        closedNoData: z.number().int().describe("held shares whose stored series stopped: closed at the last close"),
      })
      .describe("orders not filled at an open (buys dropped, sales carried: counted once each)"),
    openAtEnd: z.number().int().describe("positions still held after the last session, marked at its close"),
    variantsTried: z.number().int().describe("strategy variants run on this ledger (holding periods)"),
    variants: z.array(
      z.object({ horizon: Horizon, totalReturn: z.number(), annualReturn: z.number(), sharpe: Estimate }),
    ),
    curve: z.array(z.object({ date: z.string(), strategy: z.number(), csi300: z.number(), equalWeight: z.number() })),
    notes: z.array(z.string()).describe("the rules and what the figures cannot show, in Chinese"),
  })
  .meta({ id: "BacktestResponse" });
export type BacktestResponse = z.infer<typeof BacktestResponse>;
