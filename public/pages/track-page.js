// @ts-check
// The 战绩 page (/track): every verdict as a dated prediction, scored when the market answered. Every figure is shown
// with its n and its 95 % interval; the charts are in track-charts.js.
import { errorOf, getJson } from "../lib/api.js";
import { $, clear, h } from "../ui/dom.js";
import { PROTOCOL } from "../lib/labels.js";
import { navigate } from "../lib/nav.js";
import { hitRateChart, proportionText } from "../views/track-charts.js";
import { calibrationSection, skillSection } from "../views/track-skill.js";
import { backtestSection } from "../views/track-backtest.js";
import { ablationSection } from "../views/track-ablation.js";

/** @typedef {import("../../src/wire/wire").TrackRecordResponse} TrackRecordResponse */
/** @typedef {import("../../src/wire/wire").GroupStats} GroupStats */
/** @typedef {import("../../src/wire/wire").BacktestResponse} BacktestResponse */
/** @typedef {import("../../src/wire/wire").AblationResponse} AblationResponse */
/** @template T @typedef {import("../lib/api.js").ApiResult<T>} ApiResult */
/** @typedef {import("../../src/wire/wire").HorizonStats} HorizonStats */

const FILTERS = /** @type {const} */ (["protocol", "model", "from", "to"]);

/** The filters as a reader calls them. */
const FILTER_ZH = { protocol: "辩论协议", model: "模型", from: "起始日期", to: "结束日期" };

/**
 * A refused filter in the reader's words: which filter is wrong, from the error's `issues` (the API's message is
 * for developers and in English).
 * @param {import("../lib/api.js").ApiErrorWithDetails} err
 * @returns {string}
 */
function badFilterZh(err) {
  const issue = err.issues?.[0];
  const field = issue?.path ?? "";
  // The API says it in Chinese now ("from 不能晚于 to"); older servers said "after".
  if (field === "from" && /after|晚于/.test(issue?.message ?? ""))
    return "筛选条件无效：起始日期不能晚于结束日期，请修改后重试。";
  const name = FILTER_ZH[/** @type {keyof typeof FILTER_ZH} */ (field)];
  const why = field === "from" || field === "to" ? "不是有效的日期（格式 YYYY-MM-DD）" : "填写有误";
  return name ? `筛选条件无效：${name}${why}，请修改后重试。` : "筛选条件无效，请修改后重试。";
}

/** Shows the track record for the filters in the address (?protocol=&model=&from=&to=). */
export async function loadTrack() {
  document.title = "战绩 · DebateDesk";
  const view = clear($("track-view"));
  const params = new URLSearchParams(location.search);
  const query = new URLSearchParams();
  for (const k of FILTERS) {
    const v = params.get(k);
    if (v) query.set(k, v);
  }
  view.append(
    h("h1", { id: "track-title" }, "战绩"),
    h(
      "p",
      { class: "muted" },
      "每一次完成的辩论都是一条带日期的预测：下一交易日开盘买入，到期后按已存储的行情计分。每个数字都附样本量 n 与95%置信区间，并与三个简单基准在相同日期上比较。",
    ),
  );
  // Both asked at once: the backtest reads the same ledger rows.
  const [result, backtest, ablation] =
    /** @type {[ApiResult<TrackRecordResponse>, ApiResult<BacktestResponse>, ApiResult<AblationResponse>]} */ (
      await Promise.all([
        getJson(`/api/track-record${query.size ? `?${query}` : ""}`),
        getJson(`/api/track-record/backtest${query.size ? `?${query}` : ""}`),
        getJson("/api/track-record/ablation"),
      ])
    );
  if (!result.ok) {
    const err = errorOf(result);
    const message = result.status === 400 ? badFilterZh(err) : "暂时无法读取战绩，请稍后重试。";
    view.append(h("p", { class: "track-error", role: "alert" }, message));
    view.append(filterForm(null, params));
    return;
  }
  const tr = result.body;
  view.append(filterForm(tr, params), summary(tr));
  if (tr.horizons.every((x) => x.scored === 0)) {
    const p = tr.predictions;
    const why = p.pending
      ? "还没有已到期的预测：行情到期后即计分，这里随之更新。"
      : p.total
        ? "这些预测都无后续行情，无法计分。"
        : "还没有预测。";
    view.append(h("p", { class: "track-empty" }, why));
  } else {
    view.append(
      skillSection(tr.horizons),
      h(
        "section",
        { class: "track-section", "aria-labelledby": "track-hit" },
        h("h2", { id: "track-hit" }, "命中率与基准"),
        hitRateChart(tr.horizons),
        horizonTable(tr.horizons),
      ),
      calibrationSection(tr.horizons),
      backtest.ok ? backtestSection(backtest.body) : h("p", { class: "track-error" }, "暂时无法读取回测，请稍后重试。"),
      ablation.ok
        ? ablationSection(ablation.body)
        : h("p", { class: "track-error" }, "暂时无法读取消融比较，请稍后重试。"),
      groupSection("track-by-protocol", "按辩论方式", tr.byProtocol),
      groupSection("track-by-model", "按模型", tr.byModel),
      groupSection("track-by-company", "按公司", tr.byCompany),
    );
  }
  view.append(
    h(
      "section",
      { class: "track-section", "aria-labelledby": "track-notes" },
      h("h2", { id: "track-notes" }, "口径说明"),
      h(
        "ul",
        { class: "track-notes" },
        [...tr.notes, tr.benchmark.note].map((n) => h("li", {}, n)),
      ),
    ),
    h("p", { class: "track-disclaimer" }, tr.disclaimer),
  );
}

/**
 * @param {TrackRecordResponse | null} tr
 * @param {URLSearchParams} params
 */
function filterForm(tr, params) {
  const protocol = h(
    "select",
    { name: "protocol", id: "track-protocol" },
    h("option", { value: "" }, "全部"),
    Object.entries(PROTOCOL).map(([k, v]) => h("option", { value: k, selected: params.get("protocol") === k }, v.long)),
  );
  const models = tr?.byModel ?? [];
  const model = h(
    "select",
    { name: "model", id: "track-model" },
    h("option", { value: "" }, "全部"),
    models.map((m) => h("option", { value: m.key, selected: params.get("model") === m.key }, m.label)),
  );
  // Text, not type=date: a date picker shows the browser's locale (mm/dd/yyyy in an English browser), while the page,
  // the API and the reports all write dates as YYYY-MM-DD.
  const day = (/** @type {string} */ name) =>
    h("input", {
      type: "text",
      name,
      id: `track-${name}`,
      value: params.get(name) ?? "",
      placeholder: "YYYY-MM-DD",
      inputmode: "numeric",
      pattern: "\\d{4}-\\d{2}-\\d{2}",
      maxlength: "10",
      size: "10",
      title: "日期，如 2025-06-30",
    });
  const from = day("from");
  const to = day("to");
  const note = h("span", { class: "track-form-note", role: "status" });
  const form = h(
    "form",
    { class: "track-filters", "aria-label": "筛选战绩" },
    h("label", {}, "辩论方式 ", protocol),
    h("label", {}, "模型 ", model),
    h("label", {}, "分析日自 ", from),
    h("label", {}, "至 ", to),
    h("button", { class: "btn btn--outline btn--small", type: "submit" }, "筛选"),
    note,
  );
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (from.value && to.value && from.value > to.value) {
      note.textContent = "起始日期不能晚于结束日期";
      return;
    }
    const q = new URLSearchParams();
    for (const [k, el] of /** @type {[string, HTMLInputElement | HTMLSelectElement][]} */ ([
      ["protocol", protocol],
      ["model", model],
      ["from", from],
      ["to", to],
    ]))
      if (el.value) q.set(k, el.value);
    navigate(`/track${q.size ? `?${q}` : ""}`);
  });
  return form;
}

/** @param {TrackRecordResponse} tr */
function summary(tr) {
  const p = tr.predictions;
  return h(
    "p",
    { class: "track-summary" },
    `共 ${p.total} 条预测（事前 ${p.forward} 条，回测 ${p.backtest} 条；待到期 ${p.pending} 条${p.unscorable ? `；无后续行情，无法计分 ${p.unscorable} 条` : ""}）；看多 ${p.stances.bullish}、看空 ${p.stances.bearish}、中性 ${p.stances.neutral}。`,
  );
}

/** @param {HorizonStats[]} horizons */
function horizonTable(horizons) {
  const row = (/** @type {string} */ label, /** @type {(x: HorizonStats) => string} */ cell) =>
    h(
      "tr",
      {},
      h("th", { scope: "row" }, label),
      horizons.map((x) => h("td", {}, cell(x))),
    );
  const mean = (/** @type {{ n: number, mean: number | null }} */ m) =>
    m.mean === null ? `—（n=0）` : `${m.mean >= 0 ? "+" : ""}${m.mean.toFixed(2)}%（n=${m.n}）`;
  return h(
    "table",
    { class: "track-table" },
    h("caption", {}, "各期限的命中率、覆盖率、可成交情况与基准（同一批日期）"),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, "指标"),
        horizons.map((x) => h("th", { scope: "col" }, `${x.label}（${x.horizon}）`)),
      ),
    ),
    h(
      "tbody",
      {},
      row("本系统命中率", (x) => proportionText(x.hitRate)),
      horizons[0].baselines.map((b, i) => row(`基准：${b.label}`, (x) => proportionText(x.baselines[i].hitRate))),
      row("方向性判断占比（覆盖率）", (x) => proportionText(x.coverage)),
      row(
        "无法成交占比（停牌/涨跌停）",
        (x) =>
          `${proportionText(x.untradeable.share)}：停牌 ${x.untradeable.suspended}，涨停 ${x.untradeable.limitUp}，跌停 ${x.untradeable.limitDown}`,
      ),
      row("按判断方向的平均收益", (x) => mean(x.callReturn)),
      row("相对沪深300的平均超额", (x) => mean(x.callExcess)),
      row("原始分当作概率的Brier分数（越低越好）", (x) =>
        x.brier.score === null ? "—（n=0）" : `${x.brier.score.toFixed(3)}（n=${x.brier.n}）`,
      ),
    ),
  );
}

/**
 * @param {string} id
 * @param {string} title
 * @param {GroupStats[]} groups
 */
function groupSection(id, title, groups) {
  return h(
    "section",
    { class: "track-section", "aria-labelledby": id },
    h("h2", { id }, title),
    h(
      "table",
      { class: "track-table" },
      h("caption", { class: "visually-hidden" }, `${title}的命中率`),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, "分组"),
          h("th", { scope: "col" }, "预测数"),
          ["一日", "一周", "一月"].map((t) => h("th", { scope: "col" }, `${t}命中率`)),
        ),
      ),
      h(
        "tbody",
        {},
        groups.map((g) =>
          h(
            "tr",
            {},
            h("th", { scope: "row" }, g.label),
            h("td", { class: "num" }, String(g.predictions)),
            g.horizons.map((x) =>
              h(
                "td",
                {},
                proportionText(x.hitRate),
                x.untradeable ? h("span", { class: "muted small" }, `（无法成交 ${x.untradeable}）`) : null,
              ),
            ),
          ),
        ),
      ),
    ),
  );
}
