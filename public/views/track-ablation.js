// @ts-check
// The 战绩 page's ablation: did the rounds after the opening earn their cost? The same questions forecast by the
// opening round alone, the full debate, the vote protocol (independent analysts, no debate) and always-up, each with
// its n, coverage, hit rate, Brier and skill against the trailing base rate, all with 95 % intervals.
import { h } from "../ui/dom.js";
import { pct } from "./track-charts.js";

/** @typedef {import("../../src/wire/wire").AblationResponse} AblationResponse */

/** @param {number | null} x */
const num = (x) => (x === null ? "—" : x.toFixed(3).replace("-", "−"));
/** @param {{ value: number | null, low: number | null, high: number | null }} e */
const estimate = (e) => (e.value === null ? "—" : `${num(e.value)}（${num(e.low)} 至 ${num(e.high)}）`);
/** @param {{ k: number, n: number, rate: number | null, low: number | null, high: number | null }} p */
const share = (p) => (p.rate === null ? "—" : `${pct(p.rate)}（${pct(p.low)}–${pct(p.high)}，n=${p.n}）`);

/** @param {AblationResponse} ab */
export function ablationSection(ab) {
  const head = h(
    "tr",
    {},
    ...["预测方式", "给出方向的比例", "命中率", "Brier", "技能分（对基准）"].map((t) => h("th", { scope: "col" }, t)),
  );
  return h(
    "section",
    { class: "track-section", "aria-labelledby": "track-ablation", id: "track-ablation-section" },
    h("h2", { id: "track-ablation" }, "辩论改变了什么：仅开篇轮、完整辩论、投票协议与总是看涨"),
    ab.debates === 0
      ? h("p", { class: "track-empty" }, "还没有多轮的多空辩论可比较。")
      : [
          h(
            "p",
            { class: "muted" },
            `${ab.debates} 场多轮辩论中，后续轮次改变结论的比例 ${share(ab.changed)}。技能分低于 0 表示不如按此前上涨比例给出的基准概率。`,
          ),
          ...ab.horizons.map((x) =>
            h(
              "table",
              { class: "track-table" },
              h("caption", {}, `${x.label}（${x.questions} 个已计分的问题）`),
              h("thead", {}, head.cloneNode(true)),
              h(
                "tbody",
                {},
                ...x.forecasters.map((f) =>
                  h(
                    "tr",
                    { "data-forecaster": f.key },
                    h("th", { scope: "row" }, f.label),
                    h("td", {}, share(f.coverage)),
                    h("td", {}, share(f.hitRate)),
                    h("td", {}, estimate(f.brier)),
                    h("td", {}, estimate(f.skill)),
                  ),
                ),
              ),
            ),
          ),
          ...ab.notes.map((n) => h("p", { class: "muted small" }, n)),
        ],
  );
}
