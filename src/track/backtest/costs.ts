/**
 * What an order costs on an A-share exchange, as the backtest charges it: commission 0.025 % of the order's value each
 * side with a ¥5 minimum per order (a typical online broker's rate), stamp duty 0.05 % on sells only (since
 * 2023-08-28), and the transfer fee 0.001 % each side. Charged on the order's yuan value; no lot rounding.
 */
export const COSTS = {
  commissionRate: 0.00025,
  minCommission: 5,
  stampDutyRate: 0.0005,
  transferFeeRate: 0.00001,
} as const;

export type Side = "buy" | "sell";

export interface OrderCost {
  commission: number;
  stampDuty: number;
  transferFee: number;
  total: number;
}

/** The costs of one order of `value` yuan (value > 0). */
export function orderCost(side: Side, value: number): OrderCost {
  const commission = Math.max(COSTS.minCommission, value * COSTS.commissionRate);
  const stampDuty = side === "sell" ? value * COSTS.stampDutyRate : 0;
  const transferFee = value * COSTS.transferFeeRate;
  return { commission, stampDuty, transferFee, total: commission + stampDuty + transferFee };
}

/**
 * The largest buy whose value plus costs fits in `cash`: the costs are piecewise linear (the ¥5 floor below ¥20,000),
 * so the value is solved on each piece and the feasible one kept.
 */
export function affordableBuy(cash: number, wanted: number): number {
  if (wanted <= 0 || cash <= COSTS.minCommission) return 0;
  const fits = (v: number) => v + orderCost("buy", v).total <= cash + 1e-9;
  if (fits(wanted)) return wanted;
  const proportional = cash / (1 + COSTS.commissionRate + COSTS.transferFeeRate);
  if (proportional * COSTS.commissionRate >= COSTS.minCommission) return Math.min(wanted, proportional);
  return Math.min(wanted, Math.max(0, (cash - COSTS.minCommission) / (1 + COSTS.transferFeeRate)));
}
