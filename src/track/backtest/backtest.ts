import type { BacktestResponse } from "../../wire/wire-backtest";
import { HORIZONS, type Horizon, type IndexBar, type StockBar } from "../score";
import { wilson } from "../stats";
import { csi300Values, equalWeightValues } from "./benchmarks";
import { curveFigures, SESSIONS_PER_YEAR } from "./metrics";
import { type BacktestEntry, HOLD_SESSIONS, type Simulation, simulate } from "./simulate";

/** The account the costs are charged on: ¥1,000,000 (at this size the ¥5 minimum binds on orders under ¥20,000). */
export const DEFAULT_NOTIONAL = 1_000_000;
/** The curve as served: at most this many points (every k-th session and the last), enough for a chart. */
const CURVE_POINTS = 400;

export interface BacktestData {
  entries: readonly BacktestEntry[];
  bars: ReadonlyMap<string, readonly StockBar[]>;
  index: readonly IndexBar[];
  /** The trading sessions of the window, sorted. */
  sessions: readonly string[];
  st?: ReadonlySet<string>;
}

const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

function figures(values: readonly number[]) {
  const f = curveFigures(values);
  const r = (x: number | null) => (x === null ? null : round(x, 4));
  return {
    totalReturn: round(f.totalReturn),
    annualReturn: round(f.annualReturn),
    sharpe: { value: r(f.sharpe.value), low: r(f.sharpe.low), high: r(f.sharpe.high) },
    maxDrawdown: round(f.maxDrawdown),
  };
}

function blockedCounts(sim: Simulation) {
  const count = (side: string, reason: string) =>
    sim.blocked.filter((b) => b.side === side && b.reason === reason).length;
  return {
    buySuspended: count("buy", "suspended"),
    buyLimitUp: count("buy", "limit_up"),
    sellSuspended: count("sell", "suspended"),
    sellLimitDown: count("sell", "limit_down"),
    closedNoData: sim.orders.filter((o) => o.reason === "no_data").length,
  };
}

/** Following the verdicts over `data` at `horizon`, with the benchmarks, the costs paid and every variant tried. */
export function backtest(data: BacktestData, horizon: Horizon, notional = DEFAULT_NOTIONAL): BacktestResponse {
  const run = (h: Horizon) => simulate(data.entries, data.bars, data.sessions, { horizon: h, notional, st: data.st });
  const sim = run(horizon);
  const strategy = [1, ...sim.curve.map((p) => p.equity / notional)];
  const csi300 = csi300Values(data.index, data.sessions);
  const equal = equalWeightValues(data.entries, data.bars, data.sessions, HOLD_SESSIONS[horizon]);
  const s = figures(strategy);
  const c = figures(csi300);
  const e = figures(equal);
  const sessions = data.sessions.length;
  const traded = sim.orders.reduce((sum, o) => sum + o.value, 0);
  const meanEquity = strategy.reduce((sum, v) => sum + v, 0) / strategy.length;
  const sum = (pick: (o: Simulation["orders"][number]) => number) =>
    round(
      sim.orders.reduce((t, o) => t + pick(o), 0),
      2,
    );
  const step = Math.max(1, Math.ceil(sessions / CURVE_POINTS));
  const curve = data.sessions
    .map((date, i) => ({
      date,
      strategy: round(strategy[i + 1]!),
      csi300: round(csi300[i + 1]!),
      equalWeight: round(equal[i + 1]!),
    }))
    .filter((_, i) => i % step === 0 || i === sessions - 1);
  return {
    horizon,
    notional,
    window: sessions ? { from: data.sessions[0]!, to: data.sessions.at(-1)!, sessions } : null,
    ledger: { used: sim.entriesUsed, outside: sim.entriesOutside },
    strategy: s,
    csi300: c,
    equalWeight: e,
    excess: {
      vsCsi300: { total: round(s.totalReturn - c.totalReturn), annual: round(s.annualReturn - c.annualReturn) },
      vsEqualWeight: { total: round(s.totalReturn - e.totalReturn), annual: round(s.annualReturn - e.annualReturn) },
    },
    // One-way: half of what was bought and sold, a year, over the mean equity.
    turnover: sessions ? round(traded / 2 / notional / meanEquity / (sessions / SESSIONS_PER_YEAR), 4) : 0,
    trades: {
      hitRate: wilson(sim.trips.filter((t) => t.hit).length, sim.trips.length),
      meanReturnPct: sim.trips.length
        ? round(sim.trips.reduce((t, x) => t + x.returnPct, 0) / sim.trips.length, 4)
        : null,
      orders: sim.orders.length,
      costs: {
        commission: sum((o) => o.cost.commission),
        stampDuty: sum((o) => o.cost.stampDuty),
        transferFee: sum((o) => o.cost.transferFee),
        total: sum((o) => o.cost.total),
      },
    },
    blocked: blockedCounts(sim),
    openAtEnd: sim.openAtEnd.length,
    variantsTried: HORIZONS.length,
    variants: HORIZONS.map((h) => {
      const v = h === horizon ? sim : run(h);
      const f = figures([1, ...v.curve.map((p) => p.equity / notional)]);
      return { horizon: h, totalReturn: f.totalReturn, annualReturn: f.annualReturn, sharpe: f.sharpe };
    }),
    curve,
    notes: notes(sessions, sim),
  };
}

function notes(sessions: number, sim: Simulation): string[] {
  const out = [
    "规则：看多结论的下一交易日开盘买入，持有至期限（期满后下一交易日开盘卖出）或后续结论不再看多时卖出；" +
      "只做多；持仓等权，持仓变动时再平衡（偏离目标5%以内不调）。",
    "成本：佣金双向0.025%（每笔最低5元）、印花税卖出0.05%、过户费双向0.001%；按开盘价成交，不计滑点与整手限制。",
    "涨停开盘不买、停牌不买；跌停开盘或停牌不卖，顺延至可卖的交易日。样本行情中断两周以上的持仓按最后收盘价平" +
      "仓，单独计数。",
    "共试过3种持有期（一日、一周、一月）：只看其中最好的一种会高估策略。",
  ];
  if (sim.entriesOutside > 0)
    out.push(`${sim.entriesOutside}条预测早于沪深300数据起点或在最后一个交易日之后，未纳入回测。`);
  if (sessions < SESSIONS_PER_YEAR) out.push("回测不足一年，年化数字波动很大。");
  return out;
}
