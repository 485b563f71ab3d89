// @ts-check
// The page's addresses: / is the home page, /d/<id> a debate, /track the track record (战绩), /watchlists 自选. Also the page-wide clicks (evidence chips, ticker
// buttons, in-page links) and the "/" key that jumps to the search box.
import { openDebate, stopStream } from "../pages/debate-page.js";
import { $, h } from "../ui/dom.js";
import { openEvidence } from "../ui/evidence-dialog.js";
import { flash } from "../ui/flash.js";
import { loadHome } from "../pages/home.js";
import { navigate, setRouter } from "./nav.js";
import { closeSuggestions } from "../ui/search.js";
import { openTicker, startFrom } from "../pages/start.js";
import { loadTrack } from "../pages/track-page.js";
import { loadWatchlists } from "../pages/watchlists-page.js";

const DEBATE_PATH = /^\/d\/(d_[a-z0-9]{12})\/?$/;

export function route() {
  const m = DEBATE_PATH.exec(location.pathname);
  closeSuggestions();
  if (m) {
    showView("debate");
    openDebate(m[1], history.state ?? {});
  } else if (location.pathname === "/track") {
    stopStream();
    showView("track");
    loadTrack();
  } else if (location.pathname === "/watchlists") {
    stopStream();
    showView("watch");
    loadWatchlists();
  } else if (location.pathname.startsWith("/d/")) {
    showView("home");
    flash([h("strong", {}, "这个辩论链接无效。"), " 辩论链接形如 /d/d_ 加 12 位字母或数字，请检查是否复制完整。"]);
  } else {
    stopStream();
    showView("home");
    document.title = "DebateDesk · A股多空辩论台";
    loadHome();
  }
}

/** @param {"home" | "debate" | "track" | "watch"} name */
function showView(name) {
  $("home-view").hidden = name !== "home";
  $("watch-view").hidden = name !== "watch";
  $("debate-view").hidden = name !== "debate";
  $("track-view").hidden = name !== "track";
}

setRouter(route);
window.addEventListener("popstate", route);

document.addEventListener("click", (e) => {
  const target = e.target instanceof Element ? e.target : null;
  const chip = target?.closest("[data-evidence]");
  if (chip) {
    openEvidence(/** @type {string} */ (chip.getAttribute("data-evidence")), chip.getAttribute("data-quote"));
    return;
  }
  const pick = target?.closest("[data-ticker]");
  if (pick) {
    e.preventDefault();
    const asOf = pick.getAttribute("data-as-of");
    if (asOf) startFrom(pick.getAttribute("data-ticker"), asOf);
    else openTicker(pick.getAttribute("data-ticker"));
    return;
  }
  const link = target?.closest("a[data-nav]");
  if (link && !e.metaKey && !e.ctrlKey && !e.shiftKey && e.button === 0) {
    e.preventDefault();
    navigate(new URL(/** @type {HTMLAnchorElement} */ (link).href).pathname);
  }
});

// "/" jumps to the search box from anywhere but a text field.
document.addEventListener("keydown", (e) => {
  if (e.key !== "/" || e.defaultPrevented) return;
  const el = /** @type {HTMLElement | null} */ (document.activeElement);
  if (el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.isContentEditable)) return;
  e.preventDefault();
  $("search-input").focus();
});
