// @ts-check
// The runtime banner above the page: the server's notice and the sample-data snapshot date, or that the server
// cannot be reached.
import { getJson } from "../lib/api.js";
import { $, clear, h } from "./dom.js";
import { markIcon } from "./mark-icon.js";

/** @typedef {import("../../src/wire/wire").HealthResponse} HealthResponse */
/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */

export async function loadBanner() {
  /** @type {ApiResult<HealthResponse>} */
  const res = await getJson("/api/health");
  const banner = $("banner");
  if (!res.ok) {
    banner.dataset.kind = "error";
    clear(banner).append(markIcon("doubtful"), " ", "无法连接服务器：页面功能暂不可用，请稍后刷新重试。");
    banner.hidden = false;
    return;
  }
  const { runtime, data } = res.body ?? {};
  const parts = [];
  if (runtime?.notice) parts.push(h("strong", {}, runtime.notice));
  // Two dates that read as a contradiction unless each says what it is: the sample's daily bars end at the debate date
  // (defaultAsOf), while announcements run on to sampleAsOf; a debate as of a date reads only what was public by then.
  if (runtime?.sampleData && data?.defaultAsOf) {
    parts.push(`样例公司未指定日期时按 ${data.defaultAsOf} 的数据辩论（日线行情截至该日，只用当日已公开的信息）`);
  }
  if (runtime?.sampleData && data?.sampleAsOf) parts.push(`样例公告收录至 ${data.sampleAsOf}`);
  if (parts.length === 0) {
    banner.hidden = true;
    return;
  }
  banner.dataset.kind = "info";
  clear(banner).append(
    h("span", { class: "banner__icon", "aria-hidden": "true" }, "ⓘ"),
    ...parts.flatMap((p, i) => (i ? [h("span", { class: "banner__sep", "aria-hidden": "true" }, "·"), p] : [p])),
  );
  banner.hidden = false;
}
