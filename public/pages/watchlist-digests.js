// @ts-check
// 自选 → one list's pushes (盘前摘要): each digest's channel, its masked target and time, and a 发送测试消息 button that
// sends the digest now (marked as a test) and says what the channel answered. Digests are created through the API
// (POST /api/digests, README "Watchlists and the pre-open digest"): the page never holds a channel's secret.
import { keyedJson } from "../lib/api.js";
import { clear, h } from "../ui/dom.js";
import { button, note, why } from "./watch-ui.js";

/** @typedef {import("../../src/wire/wire").DigestList} DigestList */
/** @typedef {import("../../src/wire/wire").DigestSendResult} DigestSendResult */
/**
 * @template T
 * @typedef {import("../lib/api.js").ApiResult<T>} ApiResult
 */

/**
 * Sends a test message and says how it went: every part delivered, or the last error of a dead-lettered part.
 * @param {string} key
 * @param {string} id
 * @param {HTMLElement} status
 */
async function sendTest(key, id, status) {
  clear(status).append(note("正在发送测试消息…"));
  /** @type {ApiResult<DigestSendResult>} */
  const res = await keyedJson(`/api/digests/${id}/test`, key, { method: "POST" });
  clear(status);
  if (!res.ok) {
    status.append(note(why(res), true));
    return;
  }
  const r = res.body;
  if (r.ok) {
    status.append(note(`测试消息已送达（共 ${r.parts} 段）。`));
    return;
  }
  const failed = r.deliveries.find((d) => d.status === "dead_letter");
  const last = failed?.attempts.at(-1)?.error ?? "对方未接收";
  const tries = failed?.attempts.length ?? 0;
  status.append(note(`${r.deadLettered} 段未能送达：${last}（已尝试 ${tries} 次，消息保留在发送日志中）`, true));
}

/**
 * The list's digests, loaded after the section is shown.
 * @param {string} key
 * @param {string} watchlistId
 */
export function digestsSection(key, watchlistId) {
  const body = h("div", {});
  const section = h(
    "section",
    { class: "watch__digests", "aria-labelledby": "watch-digests-title" },
    h("h3", { id: "watch-digests-title" }, "盘前推送"),
    body,
  );
  void (async () => {
    /** @type {ApiResult<DigestList>} */
    const res = await keyedJson("/api/digests", key);
    if (!res.ok) {
      body.append(note(why(res), true));
      return;
    }
    const mine = res.body.digests.filter((d) => d.watchlistId === watchlistId);
    if (mine.length === 0) {
      body.append(
        note(
          "这个列表还没有推送：可通过 API 创建（POST /api/digests），交易日开盘前发到企业微信、飞书、钉钉、Telegram、邮件或 Webhook。",
        ),
      );
      return;
    }
    body.append(
      h(
        "ul",
        { class: "watch__digest-list" },
        ...mine.map((d) => {
          const status = h("div", { "aria-live": "polite" });
          return h(
            "li",
            { "data-digest": d.id },
            h("span", {}, `${d.channelLabel} · ${d.hint} · 交易日 ${d.schedule.time}（北京时间）`),
            " ",
            button({ class: "btn btn--outline btn--small" }, () => sendTest(key, d.id, status), "发送测试消息"),
            status,
          );
        }),
      ),
    );
  })();
  return section;
}
