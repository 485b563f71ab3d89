// @ts-check
// The 战绩 page's charts, hand-drawn in SVG: hit rates with their Wilson intervals beside the baselines, and the
// reliability diagram. Every bar and point is labelled with its figure and n, so no chart relies on shape alone.
import { svg } from "../ui/dom.js";

/** @typedef {import("../../src/wire/wire").Proportion} Proportion */
/** @typedef {import("../../src/wire/wire").HorizonStats} HorizonStats */

/** @param {number | null} x */
export const pct = (x) => (x === null ? "—" : `${(x * 100).toFixed(1)}%`);

/** "55.0%（95%区间 40.1%–69.0%，n=40）", or "无样本（n=0）". @param {Proportion} p */
export function proportionText(p) {
  if (p.n === 0 || p.rate === null) return "无样本（n=0）";
  return `${pct(p.rate)}（95%区间 ${pct(p.low)}–${pct(p.high)}，n=${p.n}）`;
}

const SERIES = ["track-bar--model", "track-bar--always", "track-bar--momentum", "track-bar--yesterday"];

/**
 * Grouped bars per horizon: the model's hit rate and each baseline's on the same rows, each with its 95 % interval
 * as a whisker and its n under the bar; a dashed line at 50 %.
 * @param {HorizonStats[]} horizons
 */
export function hitRateChart(horizons) {
  const W = 640;
  const H = 300;
  const left = 44;
  const top = 16;
  const bottom = 64;
  const plotH = H - top - bottom;
  const groupW = (W - left - 10) / horizons.length;
  const barW = Math.min(34, (groupW - 24) / 4);
  const y = (/** @type {number} */ v) => top + plotH * (1 - v);
  const series = (/** @type {HorizonStats} */ h) => [
    { label: "本系统", p: h.hitRate },
    ...h.baselines.map((b) => ({ label: b.label, p: b.hitRate })),
  ];
  const desc = horizons
    .map(
      (h) =>
        `${h.label}：${series(h)
          .map((s) => `${s.label} ${proportionText(s.p)}`)
          .join("；")}`,
    )
    .join("。");
  return svg(
    "svg",
    { viewBox: `0 0 ${W} ${H}`, class: "track-chart", role: "img", "aria-label": `命中率与基准：${desc}` },
    svg("title", {}, `命中率与基准（含95%置信区间）：${desc}`),
    [0, 0.25, 0.5, 0.75, 1].map((v) => [
      svg("line", {
        class: v === 0.5 ? "track-grid track-grid--half" : "track-grid",
        x1: left,
        x2: W - 6,
        y1: y(v),
        y2: y(v),
      }),
      svg("text", { class: "track-axis", x: left - 6, y: y(v) + 4, "text-anchor": "end" }, `${v * 100}%`),
    ]),
    horizons.map((h, gi) => {
      const x0 = left + gi * groupW + (groupW - barW * 4 - 6 * 3) / 2;
      return [
        series(h).map((s, i) => {
          const x = x0 + i * (barW + 6);
          const cx = x + barW / 2;
          const r = s.p.rate;
          return [
            r === null
              ? null
              : svg(
                  "rect",
                  { class: `track-bar ${SERIES[i]}`, x, y: y(r), width: barW, height: Math.max(0, y(0) - y(r)) },
                  svg("title", {}, `${h.label} ${s.label}：${proportionText(s.p)}`),
                ),
            s.p.low === null || s.p.high === null
              ? null
              : [
                  svg("line", { class: "track-whisker", x1: cx, x2: cx, y1: y(s.p.high), y2: y(s.p.low) }),
                  svg("line", { class: "track-whisker", x1: cx - 4, x2: cx + 4, y1: y(s.p.high), y2: y(s.p.high) }),
                  svg("line", { class: "track-whisker", x1: cx - 4, x2: cx + 4, y1: y(s.p.low), y2: y(s.p.low) }),
                ],
            svg("text", { class: "track-n", x: cx, y: y(0) + 14, "text-anchor": "middle" }, `n=${s.p.n}`),
          ];
        }),
        svg(
          "text",
          { class: "track-group", x: left + gi * groupW + groupW / 2, y: y(0) + 34, "text-anchor": "middle" },
          `${h.label}（${h.horizon}）`,
        ),
      ];
    }),
    series(horizons[0]).map((s, i) => {
      const x = left + i * 130;
      return [
        svg("rect", { class: `track-bar ${SERIES[i]}`, x, y: H - 18, width: 12, height: 12 }),
        svg("text", { class: "track-axis", x: x + 16, y: H - 8 }, s.label),
      ];
    }),
  );
}

/**
 * The reliability diagram of one horizon: stated probability (x) against how often those calls came true (y), one
 * point per non-empty bin with its interval and n; calibrated calls lie on the diagonal. `bins` and `name` say which
 * probability: the raw score (default) or the calibrated one.
 * @param {HorizonStats} h
 * @param {HorizonStats["reliability"]} [allBins]
 * @param {string} [name]
 */
export function reliabilityChart(h, allBins = h.reliability, name = "原始分") {
  const S = 220;
  const pad = 36;
  const span = S - pad - 10;
  const x = (/** @type {number} */ v) => pad + span * v;
  const y = (/** @type {number} */ v) => 10 + span * (1 - v);
  const bins = allBins.filter((b) => b.observed.n > 0 && b.meanP !== null);
  const brier = allBins === h.reliability ? h.brier : h.calibration.brier;
  const desc =
    bins.length === 0
      ? "无已到期的方向性判断"
      : bins
          .map((b) => `${pct(b.from)}–${pct(b.to)}：平均概率 ${pct(b.meanP)}，实际 ${proportionText(b.observed)}`)
          .join("；");
  return svg(
    "svg",
    {
      viewBox: `0 0 ${S} ${S + 16}`,
      class: "track-chart track-chart--small",
      role: "img",
      "aria-label": `${h.label}${name}可靠性图：${desc}`,
    },
    svg(
      "title",
      {},
      `${h.label}${name}可靠性图（Brier ${brier.score === null ? "—" : brier.score.toFixed(3)}，n=${brier.n}）：${desc}`,
    ),
    svg("rect", { class: "track-frame", x: pad, y: 10, width: span, height: span }),
    svg("line", { class: "track-grid track-grid--half", x1: x(0), y1: y(0), x2: x(1), y2: y(1) }),
    [0, 0.5, 1].map((v) => [
      svg("text", { class: "track-axis", x: pad - 4, y: y(v) + 4, "text-anchor": "end" }, `${v * 100}%`),
      svg("text", { class: "track-axis", x: x(v), y: S + 2, "text-anchor": "middle" }, `${v * 100}%`),
    ]),
    bins.map((b) => {
      const px = x(/** @type {number} */ (b.meanP));
      return [
        svg("line", {
          class: "track-whisker",
          x1: px,
          x2: px,
          y1: y(b.observed.high ?? 0),
          y2: y(b.observed.low ?? 0),
        }),
        svg(
          "circle",
          { class: "track-dot", cx: px, cy: y(b.observed.rate ?? 0), r: 4 },
          svg("title", {}, `平均概率 ${pct(b.meanP)}，实际 ${proportionText(b.observed)}`),
        ),
        svg("text", { class: "track-n", x: px + 6, y: Math.max(22, y(b.observed.rate ?? 0) - 6) }, `n=${b.observed.n}`),
      ];
    }),
    svg("text", { class: "track-axis", x: pad + span / 2, y: S + 14, "text-anchor": "middle" }, `${name} → 实际命中`),
  );
}
