// @ts-check
// The runtime banner above the page: the server's notice and the sample-data snapshot date, or that the server
// cannot be reached.
import { getJson } from "./api.js";
import { $, clear, h } from "./dom.js";

/** @typedef {import("../src/wire/wire").HealthResponse} HealthResponse */
/**
 * @template T
 * @typedef {import("./api.js").ApiResult<T>} ApiResult
 */

export async function loadBanner() {
  /** @type {ApiResult<HealthResponse>} */
  const res = await getJson("/api/health");
  const banner = $("banner");
  if (!res.ok) {
    banner.dataset.kind = "error";
    clear(banner).append(h("span", { "aria-hidden": "true" }, "⚠️ "), "无法连接服务器：页面功能暂不可用，请稍后刷新重试。");
    banner.hidden = false;
    return;
  }
  const { runtime, data } = res.body ?? {};
  const parts = [];
  if (runtime?.notice) parts.push(h("strong", {}, runtime.notice));
  if (runtime?.sampleData && data?.sampleAsOf) parts.push(`样例数据快照（截至 ${data.sampleAsOf}）`);
  // The sample's prices end before today, so a debate of a sample company without a date is as of the sample's
  // debate date (a company fetched live is as of today): say so.
  if (runtime?.sampleData && data?.defaultAsOf) parts.push(`样例公司未指定日期时按 ${data.defaultAsOf} 的数据辩论`);
  if (parts.length === 0) {
    banner.hidden = true;
    return;
  }
  banner.dataset.kind = "info";
  clear(banner).append(h("span", { class: "banner__icon", "aria-hidden": "true" }, "ⓘ"), ...parts.flatMap((p, i) => (i ? [h("span", { class: "banner__sep", "aria-hidden": "true" }, "·"), p] : [p])));
  banner.hidden = false;
}
