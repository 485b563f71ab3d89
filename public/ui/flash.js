// @ts-check
// The page's message area (#flash): an error or notice, and an API failure explained as a sentence a person can act
// on, with the choices the server offered as buttons.
import { errorOf } from "../lib/api.js";
import { $, clear, h } from "./dom.js";

/** A debate's settings as a reader calls them (409 `settings_differ` names them by their request field). */
const SETTING_ZH = {
  rounds: "辩论轮数",
  riskRounds: "风险辩论轮数",
  memory: "历史记忆",
  anonymize: "匿名化",
  model: "模型配置",
  protocol: "辩论协议",
  asOf: "数据日期",
};

/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */

/**
 * @param {Node | string | null | (Node | string | null)[]} content
 * @param {string} [kind]
 */
export function flash(content, kind = "error") {
  const el = $("flash");
  clear(el).append(...[content].flat().filter((c) => c !== null && c !== undefined));
  el.dataset.kind = kind;
  el.hidden = false;
}

export function clearFlash() {
  const el = $("flash");
  clear(el);
  el.hidden = true;
}

/**
 * An API failure as a sentence a person can act on, with the choices the server offered.
 * @param {ApiResult<unknown>} result
 * @param {string} input
 */
export function explain(result, input) {
  const err = errorOf(result);
  const detail = err.message ? h("small", { class: "flash__detail" }, `（${err.message}）`) : null;
  if (result.unreachable) return [h("strong", {}, "无法连接服务器。"), " 请检查网络连接或稍后重试。"];
  switch (err.code) {
    case "unknown_ticker": {
      const options = err.suggestions ?? [];
      return [
        h("strong", {}, `没有找到「${input}」。`),
        " 它可能不是A股代码，或者还没有导入这只股票的数据。",
        options.length
          ? h(
              "span",
              { class: "flash__choices" },
              "可以试试：",
              options.map((o) =>
                h("button", { type: "button", class: "chip", "data-ticker": o.code }, `${o.name} ${o.code}`),
              ),
            )
          : null,
      ];
    }
    case "no_local_data": {
      // A real listed company this server has no data for: say what it is, what to do, and what can be debated now.
      const listing = err.listing;
      const who = listing ? `${listing.name}（${listing.code}）` : `「${input}」`;
      const options = err.suggestions ?? [];
      // Written for whoever reads the page: what operators can do about it (ingest, live sources) is in the API's
      // message and the README, not here; the companies offered are ones the server checked can be debated now.
      return [
        h("strong", {}, err.liveSources ? `${who}的数据尚未获取。` : `${who}不在本站的样例数据中，暂时无法辩论。`),
        err.liveSources ? " 发起辩论时会先获取它的财务数据、行情和公告。" : " 本站目前只收录了少数公司的数据。",
        options.length
          ? h(
              "span",
              { class: "flash__choices" },
              "现在可以辩论的公司：",
              options.map((o) =>
                h("button", { type: "button", class: "chip", "data-ticker": o.code }, `${o.name} ${o.code}`),
              ),
            )
          : null,
      ];
    }
    case "ambiguous_ticker":
      return [
        h("strong", {}, `「${input}」对应多家公司，请选择一家：`),
        h(
          "span",
          { class: "flash__choices" },
          (err.candidates ?? []).map((o) =>
            h("button", { type: "button", class: "chip", "data-ticker": o.code }, `${o.name} ${o.code}`),
          ),
        ),
      ];
    case "insufficient_evidence":
      return [
        h("strong", {}, `「${input}」的数据不足，暂时无法展开辩论。`),
        " 缺少：",
        h(
          "ul",
          { class: "flash__list" },
          (err.missingZh ?? err.missing ?? []).map((m) => h("li", {}, m)),
        ),
        // Reports too old for today may still be current for an earlier date: offer that debate.
        err.suggestedAsOf
          ? h(
              "span",
              { class: "flash__choices" },
              "可以改为回溯辩论：",
              h(
                "button",
                { type: "button", class: "chip", "data-ticker": input, "data-as-of": err.suggestedAsOf },
                `按截至 ${err.suggestedAsOf} 的数据辩论`,
              ),
            )
          : null,
      ];
    case "invalid_ticker":
    case "invalid_input":
      return [h("strong", {}, "输入有误。"), " 请输入6位A股代码（如 600519）或公司名称（如 贵州茅台）。", detail];
    case "conflict":
      return [h("strong", {}, "同一只股票的同类辩论正在进行。"), " 请等它结束后再试。", detail];
    case "settings_differ": {
      const names = (err.differing ?? []).map(
        (k) => SETTING_ZH[/** @type {keyof typeof SETTING_ZH} */ (k)] ?? "其他设置",
      );
      const which = names.length > 0 ? `（不同之处：${[...new Set(names)].join("、")}）` : "";
      return [
        h("strong", {}, "同一只股票、同一日期的辩论正在以不同设置进行。"),
        `${which} 请等它结束后再试，或改用与它相同的设置观看。`,
      ];
    }
    case "rate_limited":
    case "too_many_running": {
      // The server says when a retry can succeed; the clock time saves the reader the arithmetic.
      const seconds = err.retryAfterSeconds ?? 60;
      const at = new Date(Date.now() + seconds * 1000).toLocaleTimeString("zh-CN", {
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hour12: false,
      });
      const why =
        err.code === "rate_limited"
          ? "一分钟内从你的网络地址发起的新辩论已达上限。"
          : "你同时进行中的辩论已达上限，请先等其中一场结束。";
      return [
        h("strong", {}, "请求过于频繁。"),
        ` ${why}请在 ${seconds} 秒后（约 ${at}）重试；已缓存的结论和正在进行的辩论仍可随时查看。`,
        detail,
      ];
    }
    case "model_unavailable":
      return [
        h("strong", {}, "模型服务暂不可用，辩论无法开始。"),
        " 请稍后重试，或先查看已有的辩论结论。如果这是你自己部署的服务：请检查 MODEL_QUICK / MODEL_DEEP 及对应的 API 密钥，或设为 offline 使用离线规则引擎。",
        detail,
      ];
    case "debate_start_failed":
      return [h("strong", {}, "辩论暂时无法开始。"), " 未产生任何费用，请稍后重试。", detail];
    case "not_found":
    case "invalid_debate_id":
      return [h("strong", {}, "找不到这场辩论。"), " 链接可能有误，或辩论未能成功创建。", detail];
    default:
      return [h("strong", {}, `出错了（HTTP ${result.status}）。`), " 请稍后重试。", detail];
  }
}
