// @ts-check
// The 战绩 page's backtest: what following the 看多 verdicts would have earned after costs (long-only, next open,
// equal weights), its equity curve against the CSI 300 and equal-weight holding of the same shares, the figures with
// their intervals, every holding period tried, and the orders the price limits and suspensions stopped.
import { h, svg } from "../ui/dom.js";
import { pct } from "./track-charts.js";

/** @typedef {import("../../src/wire/wire").BacktestResponse} BacktestResponse */

const HOLD_ZH = { "1d": "一日", "1w": "一周", "1m": "一月" };
/** @param {number | null} x */
const num = (x) => (x === null ? "—" : x.toFixed(2).replace("-", "−"));
/** @param {BacktestResponse["strategy"]["sharpe"]} e */
const sharpeText = (e) => (e.value === null ? "—" : `${num(e.value)}（95%区间 ${num(e.low)} 至 ${num(e.high)}）`);
/** @param {number} x */
const signed = (x) => `${x >= 0 ? "+" : "−"}${pct(Math.abs(x))}`;

const LINES = [
  { key: "strategy", label: "跟随看多结论", cls: "track-line--strategy" },
  { key: "csi300", label: "沪深300", cls: "track-line--csi300" },
  { key: "equalWeight", label: "同股票等权持有", cls: "track-line--equal" },
];

/**
 * The equity curves (each starts at 1) on one axis, with the last value of each labelled.
 * @param {BacktestResponse["curve"]} curve
 */
export function equityChart(curve) {
  const W = 640;
  const H = 280;
  const left = 48;
  const right = 110;
  const top = 14;
  const bottom = 30;
  const all = curve.flatMap((p) => [p.strategy, p.csi300, p.equalWeight]);
  const lo = Math.min(1, ...all) * 0.97;
  const hi = Math.max(1, ...all) * 1.03;
  const x = (/** @type {number} */ i) => left + ((W - left - right) * i) / Math.max(1, curve.length - 1);
  const y = (/** @type {number} */ v) => top + (H - top - bottom) * (1 - (v - lo) / (hi - lo));
  const ticks = [lo, (lo + hi) / 2, hi];
  const lastOf = (/** @type {"strategy" | "csi300" | "equalWeight"} */ k) => curve.at(-1)?.[k] ?? 1;
  const desc = LINES.map((l) => `${l.label} ${signed(lastOf(/** @type {any} */ (l.key)) - 1)}`).join("；");
  return svg(
    "svg",
    { viewBox: `0 0 ${W} ${H}`, class: "track-chart", role: "img", "aria-label": `净值曲线：${desc}` },
    svg("title", {}, `净值曲线（起点为1）：${desc}`),
    ticks.map((v) => [
      svg("line", { class: "track-grid", x1: left, x2: W - right, y1: y(v), y2: y(v) }),
      svg("text", { class: "track-axis", x: left - 6, y: y(v) + 4, "text-anchor": "end" }, v.toFixed(2)),
    ]),
    svg("line", { class: "track-grid track-grid--half", x1: left, x2: W - right, y1: y(1), y2: y(1) }),
    svg("text", { class: "track-axis", x: left, y: H - 8 }, curve[0]?.date ?? ""),
    svg("text", { class: "track-axis", x: W - right, y: H - 8, "text-anchor": "end" }, curve.at(-1)?.date ?? ""),
    LINES.map((l, i) => {
      const key = /** @type {"strategy" | "csi300" | "equalWeight"} */ (l.key);
      const points = curve.map((p, j) => `${x(j).toFixed(1)},${y(p[key]).toFixed(1)}`).join(" ");
      return [
        svg("polyline", { class: `track-line ${l.cls}`, points, "data-series": key }),
        svg(
          "text",
          { class: `track-axis ${l.cls}-label`, x: W - right + 6, y: y(lastOf(key)) + 4 + (i - 1) * 2 },
          `${l.label} ${lastOf(key).toFixed(2)}`,
        ),
      ];
    }),
  );
}

/** @param {BacktestResponse} bt */
export function backtestSection(bt) {
  const s = bt.strategy;
  const row = (/** @type {string} */ label, /** @type {BacktestResponse["strategy"]} */ f) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, label),
      h("td", {}, signed(f.totalReturn)),
      h("td", {}, signed(f.annualReturn)),
      h("td", {}, sharpeText(f.sharpe)),
      h("td", {}, `−${pct(f.maxDrawdown)}`),
    );
  const b = bt.blocked;
  const hit = bt.trades.hitRate;
  const hitText = hit.rate === null ? "—" : `${pct(hit.rate)}（95%区间 ${pct(hit.low)}–${pct(hit.high)}）`;
  const yuan = (/** @type {number} */ x) => x.toLocaleString("zh-CN");
  return h(
    "section",
    { class: "track-section", "aria-labelledby": "track-backtest", id: "track-backtest-section" },
    h("h2", { id: "track-backtest" }, `回测：跟随看多结论（持有${HOLD_ZH[bt.horizon]}，扣除交易成本）`),
    bt.window === null || bt.ledger.used === 0
      ? h("p", { class: "track-empty" }, "沪深300数据覆盖的日期内还没有预测，无法回测。")
      : [
          h(
            "p",
            { class: "muted" },
            `${bt.window.from} 至 ${bt.window.to}，${bt.window.sessions}个交易日，读取${bt.ledger.used}条预测；` +
              `初始资金${bt.notional.toLocaleString("zh-CN")}元。`,
          ),
          equityChart(bt.curve),
          h(
            "table",
            { class: "track-table" },
            h(
              "thead",
              {},
              h(
                "tr",
                {},
                ["", "总收益", "年化", "夏普比率", "最大回撤"].map((t) => h("th", { scope: "col" }, t)),
              ),
            ),
            h(
              "tbody",
              {},
              row("跟随看多结论", s),
              row("沪深300", bt.csi300),
              row("同股票等权持有（不计成本）", bt.equalWeight),
            ),
          ),
          h(
            "ul",
            { class: "track-notes" },
            h(
              "li",
              {},
              `年化超额：相对沪深300 ${signed(bt.excess.vsCsi300.annual)}，相对同股票等权持有 ${signed(bt.excess.vsEqualWeight.annual)}。`,
            ),
            h(
              "li",
              {},
              `交易：${bt.trades.orders}笔委托，完整持仓${hit.n}次，盈利比例${hitText}；` +
                `年换手${num(bt.turnover)}倍；成本合计${yuan(bt.trades.costs.total)}元` +
                `（印花税${yuan(bt.trades.costs.stampDuty)}元）。`,
            ),
            h(
              "li",
              {},
              `未成交：涨停开盘未买${b.buyLimitUp}次、停牌未买${b.buySuspended}次；` +
                `跌停开盘顺延卖出${b.sellLimitDown}次、停牌顺延${b.sellSuspended}次；` +
                `样本行情中断按最后收盘价平仓${b.closedNoData}次；期末仍持有${bt.openAtEnd}只。`,
            ),
            h(
              "li",
              {},
              `共试过${bt.variantsTried}种持有期：` +
                bt.variants
                  .map((v) => `${HOLD_ZH[v.horizon]} 年化${signed(v.annualReturn)}、夏普${num(v.sharpe.value)}`)
                  .join("；") +
                "。只看最好的一种会高估策略。",
            ),
            bt.notes.map((n) => h("li", {}, n)),
          ),
        ],
  );
}
