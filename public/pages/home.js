// @ts-check
// The home page's list: the hot tickers' cached verdicts, or else the sample companies, each card filled in with its
// latest verdict when there is one.
import { getJson } from "../lib/api.js";
import { $, clear, h } from "../ui/dom.js";
import { STANCE, formatAge } from "../lib/labels.js";

/** @typedef {import("../../src/wire/wire").HotResponse} HotResponse */
/** @typedef {import("../../src/wire/wire").TickerSearchResponse} TickerSearchResponse */
/** @typedef {import("../../src/wire/wire").TickerVerdictResponse} TickerVerdictResponse */
/** @typedef {import("../../src/wire/wire").Scores} Scores */
/** @typedef {import("../../src/wire/wire").Stance} Stance */
/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */
/** A home-page card: a hot ticker or a sample company, with its verdict when there is one. */
/**
 * @typedef {{
 *   code: string, name: string, industry: string | null, exchange: string | null,
 *   verdict: { stance: Stance, scores: Scores } | null, ageSeconds?: number | null, stale?: boolean,
 * }} TickerCardItem
 */

let homeLoaded = false;

export async function loadHome() {
  if (homeLoaded) return;
  homeLoaded = true;
  const grid = clear($("home-list"));
  /** @type {ApiResult<HotResponse>} */
  const hot = await getJson("/api/hot");
  const hotItems = hot.ok ? hotCards(hot.body) : [];
  if (hotItems.length > 0) {
    $("home-list-title").textContent = "热门标的";
    $("home-list-note").textContent = "盘前预先完成的辩论结论，点开即看；需要最新结果可重新辩论。";
    for (const item of hotItems) grid.append(tickerCard(item));
    return;
  }
  /** @type {ApiResult<TickerSearchResponse>} */
  const sample = await getJson("/api/tickers?limit=12");
  if (!sample.ok) {
    homeLoaded = false;
    $("home-list-note").textContent = sample.unreachable ? "无法连接服务器，请稍后刷新。" : "暂时无法读取公司列表。";
    return;
  }
  $("home-list-title").textContent = "样例公司";
  $("home-list-note").textContent = "点击任意一家开始辩论，或在上方搜索框输入代码、名称。";
  /** @type {TickerCardItem[]} */
  const items = (sample.body?.results ?? []).map((r) => ({
    code: r.code,
    name: r.name,
    industry: r.industry,
    exchange: r.exchange,
    verdict: null,
  }));
  const cards = items.map((item) => {
    const card = tickerCard(item);
    grid.append(card);
    return card;
  });
  // Each company's latest verdict, when there is one, fills in its card.
  await Promise.all(
    items.map(async (item, i) => {
      /** @type {ApiResult<TickerVerdictResponse>} */
      const v = await getJson(`/api/tickers/${item.code}/verdict`);
      if (v.ok && v.body?.verdict)
        cards[i].replaceWith(
          tickerCard({ ...item, verdict: v.body.verdict, ageSeconds: v.body.ageSeconds, stale: v.body.stale }),
        );
    }),
  );
}

/**
 * The hot list as cards: its verdicts are fresh cached ones (null when there is none), so never stale.
 * @param {HotResponse} body
 * @returns {TickerCardItem[]}
 */
function hotCards(body) {
  return body.tickers.map((t) => ({
    code: t.ticker,
    name: t.name ?? "",
    industry: null,
    exchange: null,
    verdict: t.verdict,
    ageSeconds: t.verdict?.ageSeconds ?? null,
    stale: false,
  }));
}

/** @param {TickerCardItem} item */
function tickerCard(item) {
  const stance = item.verdict ? (STANCE[item.verdict.stance] ?? STANCE.neutral) : null;
  const overall = item.verdict?.scores.overall;
  return h(
    "li",
    { class: "ticker-card" },
    h(
      "button",
      { type: "button", class: "ticker-card__button", "data-ticker": item.code },
      h("span", { class: "ticker-card__name" }, item.name || item.code),
      h("span", { class: "ticker-card__code" }, [item.code, item.exchange].filter(Boolean).join(".")),
      item.industry ? h("span", { class: "ticker-card__industry" }, item.industry) : null,
      stance
        ? h(
            "span",
            { class: "ticker-card__verdict" },
            h("span", { class: `stance-pill ${stance.className}` }, stance.text),
            overall !== undefined ? h("span", { class: "muted small" }, `综合 ${Math.round(overall)}`) : null,
            item.ageSeconds !== null && item.ageSeconds !== undefined
              ? h("span", { class: "muted small" }, formatAge(item.ageSeconds))
              : null,
          )
        : h("span", { class: "ticker-card__verdict muted small" }, "尚无结论，点击开始辩论"),
    ),
  );
}
