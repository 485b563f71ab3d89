#!/usr/bin/env node
// `npm run test:e2e`: the web page in a real browser (Debian's chromium, driven by playwright-core) against the local
// server, which this script starts on its own port with a throwaway state folder and always stops.
// Screenshots (desktop 1280 px, phone 390 px) and the printed reports (PDF) go to e2e-screenshots/ (git-ignored). Ends with "N passed, N failed".
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
import { pdfPageTexts, readable } from "./pdf-text.mjs";
import { freePort } from "../tools/lib/local-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
// A free port unless E2E_PORT names one: a fixed port would let this run test another checkout's server on it.
const PORT = process.env.E2E_PORT ?? String(await freePort());
const BASE = `http://127.0.0.1:${PORT}`;
const E2E_ADMIN_TOKEN = "e2e-admin-token";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SHOTS = path.join(root, "e2e-screenshots");
/** The report's five sections (src/report/report.ts SECTION_TITLES): the Markdown's headings and the printed report's. */
const SECTION_TITLES = ["核心结论", "辩论时间线", "事实证据链", "风险提示", "争议焦点"];

const results = [];
let failedHard = false;

async function check(name, fn) {
  if (failedHard) {
    results.push({ name, ok: false });
    console.log(`  - ${name} (skipped: an earlier step it depends on failed)`);
    return;
  }
  const t0 = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${Date.now() - t0} ms)`);
  } catch (e) {
    results.push({ name, ok: false });
    console.log(
      `  ✗ ${name}\n      ${String(e?.message ?? e)
        .split("\n")
        .slice(0, 6)
        .join("\n      ")}`,
    );
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

async function getJson(p) {
  const res = await fetch(BASE + p);
  return { status: res.status, body: await res.json() };
}

// ------------------------------------------------------------------ the server

const stateDir = mkdtempSync(path.join(tmpdir(), "debatedesk-e2e-"));
const logPath = path.join(stateDir, "server.log");
let server = null;

function startServer() {
  const log = openSync(logPath, "a");
  // Its own process group, so stopping it also stops wrangler and workerd beneath it.
  server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT,
      PERSIST_TO: path.join(stateDir, "state"),
      WRANGLER_SEND_METRICS: "false",
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // The walk-through starts more than ten debates a minute from one address; the 429 page is checked with a
      // refused start (refuseStarts) and the limiter itself in test/http/debate-quota.test.ts.
      DEBATE_RATE_LIMIT: "off",
    },
    stdio: ["ignore", log, log],
    detached: true,
  });
}

function stopServer() {
  if (!server || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function waitForHealth(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${BASE}/api/health within ${timeoutMs / 1000} s`);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}
process.on("exit", stopServer);

// ------------------------------------------------------------------ browser helpers

function watchPage(page, problems) {
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    // 4xx answers the page handles (unknown ticker, no verdict yet, no hot list) show up as resource errors.
    if (m.type() === "error" && !/Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(BASE) && !url.startsWith(BASE.replace("http", "ws")) && !url.startsWith("data:"))
      problems.push(`external request: ${url}`);
  });
}

/**
 * A full-page shot grows the window to the page's height first, so the sticky disclaimer bar sits at the bottom
 * (as a reader scrolling down sees it) rather than across the middle of the picture.
 */
/**
 * Records, in the page, the order in which each selector first matches (a MutationObserver, so every change the
 * page makes is seen as it happens). "A turn before the verdict" is then read from that order, not from a look at
 * one moment: a slow machine may run the whole debate before the test looks, but the page must still play it in
 * order. Names are listed in the order of `marks`, so a tie (both in one change) counts against the first.
 * @param {import("playwright-core").Page} page
 * @param {Record<string, string>} marks name -> selector
 */
async function watchOrder(page, marks) {
  await page.evaluate((marks) => {
    const seen = [];
    window.__firstSeen = seen;
    const look = () => {
      for (const [name, selector] of Object.entries(marks)) {
        if (!seen.includes(name) && document.querySelector(selector)) seen.push(name);
      }
    };
    new MutationObserver(look).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    look();
  }, marks);
}

/** @param {import("playwright-core").Page} page @returns {Promise<string[]>} */
async function firstSeen(page) {
  return page.evaluate(() => window.__firstSeen ?? []);
}

async function shot(page, name, fullPage = false) {
  if (!fullPage) return page.screenshot({ path: path.join(SHOTS, name) });
  const size = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await page.screenshot({ path: path.join(SHOTS, name) });
  await page.setViewportSize(size);
}

/** axe-core (a pinned devDependency), injected as a script the way its browser build is meant to be used. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Every WCAG 2.1 A/AA violation axe-core finds on the page as it stands, one line each (none: an empty list). */
async function axeViolations(page) {
  // evaluate, not a <script> tag: the page's CSP (script-src 'self') rightly refuses inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags } }),
    WCAG_21_AA,
  );
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} ${n.target.join(" ")}: ${(n.any[0]?.message ?? n.failureSummary ?? "").slice(0, 140)}`),
  );
}

/** Starts a debate through the API (or takes the cached one) and waits until it has ended; its page address. */
async function finishedDebate(protocol) {
  const res = await fetch(`${BASE}/api/debates`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ticker: "600519", protocol }),
  });
  const answer = await res.json();
  const id = answer.id ?? answer.debateId;
  for (let i = 0; i < 120; i++) {
    const { body } = await getJson(`/api/debates/${id}`);
    if (body.status === "done" || body.status === "failed") return `${BASE}/d/${id}`;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${protocol} debate ${id} did not end within 60 s`);
}

/**
 * Prints the page to PDF as Chromium's Save as PDF does (print media, the page's own @page size and margins) and
 * returns each page's text; the PDF is kept beside the screenshots.
 */
async function printedPages(page, name) {
  // The report's own sections are filled once the finished state is read (the button shows then).
  await page.locator("#export-pdf").waitFor({ state: "visible", timeout: 10_000 });
  await page.emulateMedia({ media: "print" });
  try {
    const pdf = await page.pdf({ path: path.join(SHOTS, name), preferCSSPageSize: true, printBackground: true });
    return await pdfPageTexts(new Uint8Array(pdf));
  } finally {
    await page.emulateMedia({ media: null });
  }
}

/** What the page's controls say: none of it may be in a printed report. */
const CONTROL_LABELS = [
  "跳到主要内容",
  "开始辩论",
  "辩论方式",
  "跳过动画",
  "运行新辩论",
  "下载报告",
  "Markdown报告",
  "JSON数据",
  "导出PDF",
  "历史结论",
  "论点引用的片段",
];

/**
 * A printed debate (the PDF's page texts) against its state: the disclaimer on every page, the five sections in the
 * report's order (section 1 on the first page with the title; the others follow on, no page left half empty for
 * them), the verdict's conclusion, risks and dispute focus under their sections, the offline notice at most once, no
 * control. Returns each section's text.
 */
function assertPrintedReport(pages, state, sectionTitles) {
  const disclaimer = readable(state.disclaimer);
  pages.forEach((text, i) =>
    assert(text.includes(disclaimer), `page ${i + 1} of ${pages.length} lacks the disclaimer`),
  );
  const all = pages.join("");
  const at = sectionTitles.map((title, n) => {
    const i = all.indexOf(readable(`${n + 1}. ${title}`));
    assert(i !== -1, `the PDF lacks the section "${n + 1}. ${title}"`);
    return i;
  });
  assert(pages[0].includes(readable(`1. ${sectionTitles[0]}`)), "section 1 is not on page 1 with the title");
  at.slice(1).forEach((i, n) => assert(i > at[n], `"${sectionTitles[n + 1]}" comes before "${sectionTitles[n]}"`));
  const pagesOf = (n) => all.slice(at[n], n + 1 < at.length ? at[n + 1] : all.length);
  assert(pages[0].includes(readable(state.verdict.coreConclusion)), "the core conclusion is not on page 1");
  for (const r of state.verdict.risks) assert(pagesOf(3).includes(readable(r)), `风险提示 lacks: ${r}`);
  for (const d of state.verdict.disputeFocus) assert(pagesOf(4).includes(readable(d)), `争议焦点 lacks: ${d}`);
  for (const label of CONTROL_LABELS) assert(!all.includes(readable(label)), `the PDF shows the control "${label}"`);
  const offline = all.split(readable("离线规则引擎演示")).length - 1;
  assert(offline <= 1, `the offline notice is printed ${offline} times`);
  return { at, pagesOf };
}

// ------------------------------------------------------------------ the run

let browser = null;
try {
  mkdirSync(SHOTS, { recursive: true });
  assert(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install -y chromium`);
  console.log(`DebateDesk e2e: starting the server on ${BASE} (state in ${stateDir})`);
  startServer();

  let health = null;
  await check("the local server starts and answers /api/health", async () => {
    health = await waitForHealth();
    assert(health.ok === true, `health: ${JSON.stringify(health)}`);
  });
  if (!health) failedHard = true;

  browser = failedHard
    ? null
    : await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ],
      });

  const problems = [];
  const desktop =
    browser &&
    (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, locale: "zh-CN" }));
  const page = desktop && (await desktop.newPage());
  if (page) watchPage(page, problems);
  let debateUrl = "";
  let debateId = "";

  /** Types a query into the home page's search box and returns the message the page shows for it. */
  async function searchMessage(query) {
    await page.goto(`${BASE}/`);
    await page.locator("#search-input").fill(query);
    await page.locator("#search-input").press("Enter");
    const flash = page.locator("#flash");
    await flash.waitFor({ state: "visible", timeout: 10_000 });
    return { flash, text: await flash.innerText() };
  }
  let turnsShown = 0;

  await check("home page: offline/sample banner and the sample companies", async () => {
    const doc = await page.goto(`${BASE}/`);
    // The page runs under the served CSP (public/_headers): any inline script or handler would be refused and logged.
    const csp = (await doc.allHeaders())["content-security-policy"] ?? "";
    assert(/script-src 'self'(;|$)/.test(csp), `CSP script-src is not 'self' only: ${csp}`);
    await page.locator("#home-list li").first().waitFor();
    const banner = await page.locator("#banner").innerText();
    assert(banner.includes("离线规则引擎演示，非大模型输出"), `banner says: ${banner}`);
    assert(banner.includes(`样例公告收录至 ${health.data.sampleAsOf}`), `banner says: ${banner}`);
    // The sample's prices end before today: the page says which date a debate without one is as of.
    assert(
      banner.includes(`样例公司未指定日期时按 ${health.data.defaultAsOf} 的数据辩论（日线行情截至该日`),
      `banner says: ${banner}`,
    );
    // The debate date comes first and the later date says what it is, so the two do not read as a contradiction.
    assert(banner.indexOf(health.data.defaultAsOf) < banner.indexOf(health.data.sampleAsOf), `banner says: ${banner}`);
    const cards = await page.locator("#home-list .ticker-card__name").allInnerTexts();
    assert(cards.includes("贵州茅台"), `home cards: ${cards.join(", ")}`);
    assert(
      (await page.locator(".disclaimer-bar").innerText()).includes("不构成任何投资建议"),
      "disclaimer bar missing",
    );
    await shot(page, "desktop-home.png");
  });

  await check(
    "/docs: the API reference renders every operation of /api/openapi.json, with no request leaving localhost",
    async () => {
      const docsProblems = [];
      const docsPage = await desktop.newPage();
      watchPage(docsPage, docsProblems);
      // Reached from the home page's link, as a developer finds it.
      await docsPage.goto(`${BASE}/`);
      await Promise.all([docsPage.waitForURL(`${BASE}/docs`), docsPage.locator("#api-docs-link").click()]);
      const { body: doc } = await getJson("/api/openapi.json");
      const documented = Object.entries(doc.paths)
        .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`))
        .sort();
      await docsPage
        .locator(".swagger-ui .opblock")
        .nth(documented.length - 1)
        .waitFor({ timeout: 20_000 });
      const shown = await docsPage
        .locator(".swagger-ui .opblock")
        .evaluateAll((els) =>
          els.map(
            (e) =>
              `${(e.className.match(/opblock-(get|post|put|patch|delete)\b/) ?? [])[1]} ${e.querySelector(".opblock-summary-path")?.getAttribute("data-path")}`,
          ),
        );
      assert(
        JSON.stringify(shown.sort()) === JSON.stringify(documented),
        `shown ${shown.join(", ")}\nvs documented ${documented.join(", ")}`,
      );
      assert((await docsPage.locator(".swagger-ui .info .title").innerText()).includes("DebateDesk API"), "no title");
      assert(
        (await docsPage.locator("#disclaimer").innerText()).includes("不构成任何投资建议"),
        "no disclaimer on /docs",
      );
      // Opening the debate route shows the request body schema the route validates with.
      await docsPage.locator('.opblock-post .opblock-summary-path[data-path="/api/debates"]').click();
      const opened = docsPage.locator(".opblock.is-open").first();
      await opened.locator(".opblock-body").waitFor();
      const text = await opened.innerText();
      assert(
        /"ticker": "600519"/.test(text) && /"protocol": "adversarial"/.test(text),
        `the body example reads: ${text.slice(0, 400)}`,
      );
      await shot(docsPage, "desktop-docs.png");
      await docsPage.close();
      assert(docsProblems.length === 0, docsProblems.join("\n"));
    },
  );

  await check("typing 茅台 suggests 600519 贵州茅台", async () => {
    await page.locator("#search-input").pressSequentially("茅台", { delay: 40 });
    const option = page.locator('#search-suggestions [role="option"][data-code="600519"]');
    await option.waitFor({ timeout: 5000 });
    assert((await option.innerText()).includes("贵州茅台"), `option reads: ${await option.innerText()}`);
    assert((await page.locator("#search-input").getAttribute("aria-expanded")) === "true", "combobox not expanded");
    await shot(page, "desktop-suggestions.png");
  });

  await check("picking the suggestion starts a debate and a turn arrives live before the verdict", async () => {
    await watchOrder(page, { verdict: '#verdict[data-state="ready"]', turn: '.turn[data-state="complete"] .point' });
    await page.locator('#search-suggestions [role="option"][data-code="600519"]').click();
    await page.waitForURL(/\/d\/d_[a-z0-9]{12}$/, { timeout: 15_000 });
    debateUrl = page.url();
    debateId = debateUrl.split("/").pop();
    // A turn being written (deltas showing), then settled into points — while the verdict card still waits.
    // The streamed text is read as it is on screen (the turn may settle a moment later): readable Chinese lines,
    // never the reply's JSON, keys or point ids.
    // The status line and the export button are read in the same moment as the draft, while the turn is written:
    // read later, a slow machine may already have played the verdict.
    const drafting = await page.waitForFunction(
      () => {
        const text = document
          .querySelector('.turn[data-state="writing"] .point--draft')
          ?.closest(".turn__body")?.textContent;
        if (!text) return null;
        return {
          text,
          status: document.querySelector("#status-speaker")?.textContent ?? "",
          round: document.querySelector("#status-round")?.textContent ?? "",
          tokens: document.querySelector("#status-tokens")?.textContent ?? "",
          pdfHidden: document.querySelector("#export-pdf")?.hidden ?? true,
        };
      },
      null,
      { timeout: 15_000 },
    );
    const live = await drafting.jsonValue();
    const writing = String(live.text);
    assert(/\p{Script=Han}/u.test(writing), `the streamed text is not Chinese: ${writing}`);
    assert(
      !/[{}]|"?\b(claim|evidence|stance|points)\b"?\s*:|[a-z]+-t\d+-[pc]\d+/.test(writing),
      `the streamed text is not readable: ${writing}`,
    );
    await page.locator('.turn[data-state="complete"] .point').first().waitFor({ timeout: 15_000 });
    assert(/正在发言|正在评议|准备发言|准备评议|进行中/.test(live.status), `status line reads: ${live.status}`);
    assert(/第 \d \/ 3 轮/.test(live.round), `status line has no round n of N: ${live.round}`);
    assert(/tokens [\d,]+/.test(live.tokens), `status line has no token count: ${live.tokens}`);
    assert(writing.length > 0, "the writing turn showed nothing");
    assert(live.pdfHidden, "导出 PDF is offered before the debate has finished");
    await shot(page, "desktop-live.png");
  });

  await check(
    "each point shows evidence ids and a verification mark in words; a click on an id shows its chunk",
    async () => {
      const point = page.locator('.turn[data-state="complete"] .point').first();
      const mark = await point.locator(".mark").first().innerText();
      assert(/^(已核验|存疑|引用无效|未能核验)/.test(mark.trim()), `mark reads: ${mark}`);
      // Drawn, not an emoji: without an emoji font an emoji mark showed as ▯ on the page and ☒ in the PDF.
      assert((await point.locator(".mark svg.mark-icon").count()) > 0, "the mark has no drawn icon");
      const emoji = await page
        .locator("#debate-view")
        .evaluate((el) => (el.innerText.match(/\p{Extended_Pictographic}\uFE0F?/gu) ?? []).join(""));
      assert(emoji === "", `the debate page still shows emoji: ${emoji}`);
      // The hit rate of a turn that made points (a side may make none when the data gives it nothing to argue).
      const hit = await page
        .locator('.turn[data-state="complete"]')
        .filter({ has: page.locator(".point") })
        .first()
        .locator(".turn__hit")
        .innerText();
      assert(/命中率 \d+%/.test(hit), `hit rate reads: ${hit}`);
      const chip = point.locator(".evidence-chip").first();
      const id = await chip.innerText();
      await chip.click();
      const dialog = page.locator("#evidence-dialog");
      await dialog.waitFor({ state: "visible" });
      const { body } = await getJson(`/api/debates/${debateId}`);
      const item = body.evidence.find((e) => e.id === id);
      assert(item, `evidence ${id} is not in the debate's evidence`);
      assert((await page.locator("#evidence-title").innerText()).includes(id), "dialog title lacks the id");
      assert((await page.locator("#evidence-text").innerText()) === item.text, "dialog text differs from the chunk");
      assert((await page.locator("#evidence-source").innerText()) === item.source, "dialog source differs");
      assert((await page.locator("#evidence-date").innerText()) === item.publicDate, "dialog public date differs");
      await shot(page, "desktop-evidence.png");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    },
  );

  await check(
    "the verdict card: stance, overall score, radar of four scores, rule, conclusion, risks, disclaimer",
    async () => {
      await page.locator('#verdict[data-state="ready"]').waitFor({ timeout: 60_000 });
      const { body } = await getJson(`/api/debates/${debateId}`);
      assert(body.status === "done" && body.verdict, `debate state: ${body.status}`);
      const stanceText = { bullish: "看多", bearish: "看空", neutral: "中性" }[body.verdict.stance];
      assert((await page.locator(".verdict__stance").innerText()).includes(stanceText), "stance differs from the API");
      assert(
        (await page.locator(".verdict__score").innerText()) === String(Math.round(body.verdict.scores.overall)),
        "overall score differs",
      );
      const radar = page.locator("svg.radar__svg");
      assert((await radar.count()) === 1, "no radar chart");
      const points = (await radar.locator(".radar__area").getAttribute("points")).trim().split(/\s+/);
      assert(points.length === 4, `radar polygon has ${points.length} corners`);
      const labels = (await radar.locator(".radar__label").allTextContents()).join(" ");
      for (const l of ["事实性", "逻辑强度", "相关性", "风险覆盖"]) assert(labels.includes(l), `radar lacks ${l}`);
      const card = await page.locator("#verdict").innerText();
      for (const part of [
        "判定依据",
        body.verdict.rule,
        "核心结论",
        "主要风险",
        "内容由AI生成，仅供研究参考，不构成任何投资建议",
      ]) {
        assert(card.includes(part), `verdict card lacks "${part}"`);
      }
      // The page paces events (the verdict, then "done" a moment later), so the status line may lag the card briefly.
      await page.locator("#status-speaker", { hasText: "辩论已结束" }).waitFor({ timeout: 10_000 });
      // Once done, the card gains the report's 评分 lines (report.json): what the rounds after the opening changed.
      // The page starts an adversarial debate of the default rounds (more than one), which always carries the change.
      assert(body.verdict.change, "the adversarial verdict carries no change (opening round alone vs the full debate)");
      const change = page.locator('.verdict__why[data-topic="change"]');
      await change.waitFor({ timeout: 10_000 });
      const text = await change.innerText();
      assert(/辩论改变了什么/.test(text) && /仅凭开篇轮 /.test(text), `the change lines: ${text}`);
      const order = await firstSeen(page);
      assert(
        order.indexOf("turn") !== -1 && order.indexOf("turn") < order.indexOf("verdict"),
        `the verdict was shown before (or with) the first turn: ${order.join(" -> ")}`,
      );
      turnsShown = await page.locator(".turn").count();
      assert(
        turnsShown === body.turns.filter((t) => t.role !== "judge").length,
        `${turnsShown} turn cards for ${body.turns.length - 1} debater turns`,
      );
      await page.locator(".history__table tr.is-current").waitFor({ timeout: 10_000 });
      await shot(page, "desktop-verdict.png", true);
    },
  );

  await check("the Markdown report downloads with its five sections; the JSON report parses", async () => {
    const [md] = await Promise.all([page.waitForEvent("download"), page.locator("#download-md").click()]);
    const text = readFileSync(await md.path(), "utf8");
    SECTION_TITLES.forEach((title, i) => {
      const heading = `## ${i + 1}. ${title}`;
      assert(
        text.split("\n").some((line) => line.trim() === heading),
        `report.md lacks "${heading}"`,
      );
    });
    assert(md.suggestedFilename().endsWith(".md"), `file name ${md.suggestedFilename()}`);
    const [js] = await Promise.all([page.waitForEvent("download"), page.locator("#download-json").click()]);
    const json = JSON.parse(readFileSync(await js.path(), "utf8"));
    assert(json && typeof json === "object", "report.json is not an object");
  });

  await check(
    "导出 PDF prints the finished debate as the five-section report: every point, the cited evidence, the disclaimer on every page, no controls",
    async () => {
      const button = page.locator("#export-pdf");
      await button.waitFor({ state: "visible", timeout: 10_000 });
      // The button opens the browser's print dialog, which a headless browser cannot show: count the calls instead.
      await page.evaluate(() => {
        window.__printCalls = 0;
        window.print = () => (window.__printCalls += 1);
      });
      await button.click();
      assert((await page.evaluate(() => window.__printCalls)) === 1, "导出 PDF did not call the browser's print");
      const { body } = await getJson(`/api/debates/${debateId}`);
      const pages = await printedPages(page, "debate-report.pdf");
      const { pagesOf } = assertPrintedReport(pages, body, SECTION_TITLES);
      const timeline = pagesOf(1);
      for (const t of body.turns.filter((t) => t.role !== "judge")) {
        for (const p of t.points)
          assert(timeline.includes(readable(p.claim)), `辩论时间线 lacks the point: ${p.claim}`);
      }
      const chain = pagesOf(2);
      const cited = [...new Set(body.turns.flatMap((t) => t.points.flatMap((p) => p.evidence.map((e) => e.id))))];
      assert(cited.length > 0, "no point cites evidence");
      for (const id of cited) {
        const item = body.evidence.find((e) => e.id === id);
        assert(
          chain.includes(readable(id)) && chain.includes(readable(item.text)),
          `事实证据链 lacks ${id}: ${item.text}`,
        );
      }
      // The screen is as it was: print styles apply to print only.
      assert(await page.locator("#report-core").isHidden(), "the printed report's section shows on screen");
      assert(await page.locator(".sidebar").isVisible(), "the sidebar is gone from the screen");
    },
  );

  await check("导出 PDF prints a doubtful point's reasons, which the screen keeps folded", async () => {
    // The offline analyst's points all pass the checks, so the state the page reads is given one doubtful point.
    const { body } = await getJson(`/api/debates/${debateId}`);
    const turn = body.turns.find((t) => t.role !== "judge" && t.points.length > 0);
    const reason = "2024年报营业总收入为1741.44亿元，论点写作1714.44亿元";
    turn.points[0].verification = { ...turn.points[0].verification, status: "doubtful", reasons: [reason] };
    await page.route(`${BASE}/api/debates/${debateId}`, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) }),
    );
    try {
      await page.reload({ waitUntil: "domcontentloaded" });
      const reasons = page.locator(`#pt-${turn.points[0].id} .mark__reasons`);
      await reasons.waitFor({ state: "attached", timeout: 15_000 });
      assert(!(await reasons.isVisible()), "the reasons are not folded on screen");
      const pages = await printedPages(page, "debate-report-doubtful.pdf");
      assert(pages.join("").includes(readable(reason)), "the printed report lacks the doubtful point's reason");
      assert(!pages.join("").includes(readable("展开查看原因")), "the printed report says to unfold the reasons");
    } finally {
      await page.unroute(`${BASE}/api/debates/${debateId}`);
    }
  });

  await check("the deep link shows the same debate on reload and when opened fresh (shared)", async () => {
    await page.reload({ waitUntil: "domcontentloaded" });
    await page.locator('#verdict[data-state="ready"]').waitFor({ timeout: 15_000 });
    assert(page.url() === debateUrl, `reloaded to ${page.url()}`);
    assert((await page.locator("#debate-title").innerText()).includes("贵州茅台"), "title lost on reload");
    assert((await page.locator(".turn").count()) === turnsShown, "a different number of turns after reload");
    const shared = await desktop.newPage();
    watchPage(shared, problems);
    await shared.goto(debateUrl, { waitUntil: "domcontentloaded" });
    await shared.locator('#verdict[data-state="ready"]').waitFor({ timeout: 15_000 });
    assert((await shared.locator(".turn").count()) === turnsShown, "the shared link shows different turns");
    await shared.close();
  });

  await check(
    "an unknown debate and an unknown path answer 404 with a page that says so (no live-looking skeleton)",
    async () => {
      for (const p of ["/nope", "/d/d_doesnotexist", "/d/xyz"]) {
        const res = await fetch(BASE + p);
        assert(res.status === 404, `${p} answered ${res.status}`);
      }
      for (const p of ["/", "/track", "/docs"]) assert((await fetch(BASE + p)).status === 200, `${p} is not 200`);
      // Not watched: the browser logs the 404 itself as a console error, which is what this page is for.
      const lost = await desktop.newPage();
      await lost.goto(`${BASE}/d/d_doesnotexist`, { waitUntil: "domcontentloaded" });
      const text = await lost.locator("body").innerText();
      assert(text.includes("找不到这个页面") && text.includes("回到首页"), `the 404 page reads: ${text}`);
      assert(!/排队中|导出|加载中/.test(text), `the 404 page looks like a live debate: ${text}`);
      await shot(lost, "desktop-404.png");
      await lost.close();
    },
  );

  await check("an unknown ticker (688999) gets a message with suggestions", async () => {
    const { flash, text } = await searchMessage("688999");
    assert(text.includes("没有找到「688999」"), `message reads: ${text}`);
    assert((await flash.locator("button[data-ticker]").count()) > 0, "no suggestions offered");
    assert(page.url() === `${BASE}/`, "navigated away on an unknown ticker");
    await page.waitForTimeout(400); // longer than the suggestion debounce
    assert(await page.locator("#search-suggestions").isHidden(), "the suggestion list reopened over the message");
    await shot(page, "desktop-unknown-ticker.png");
  });

  await check(
    "local mode: a real company without data (美的集团) says so to the reader and offers only companies debatable now",
    async () => {
      await page.goto(`${BASE}/`);
      await page.locator("#search-input").fill("mdjt");
      const option = page.locator('#search-suggestions [data-code="000333"]');
      await option.waitFor({ timeout: 10_000 });
      assert((await option.innerText()).includes("无本地数据"), `suggestion reads: ${await option.innerText()}`);
      const { flash, text } = await searchMessage("美的集团");
      assert(text.includes("美的集团（000333）不在本站的样例数据中"), `message reads: ${text}`);
      // An end user has no admin route or server variable to act on.
      assert(!/\/api\/|LIVE_SOURCES|POST /.test(text), `operator's instructions shown to a reader: ${text}`);
      const picks = await flash.locator("button[data-ticker]").allInnerTexts();
      assert(
        picks.some((p) => p.includes("贵州茅台 600519")),
        `choices: ${picks.join(", ")}`,
      );
      // 五粮液's sample reports end with FY2019: a debate at the default date is refused, so it is not offered.
      assert(
        !picks.some((p) => p.includes("000858")),
        `offers a company refused at the default date: ${picks.join(", ")}`,
      );
      assert(page.url() === `${BASE}/`, "navigated away on a company without data");
      await shot(page, "desktop-no-local-data.png");
    },
  );

  await check(
    "a company whose reports are too old for today is offered a debate as of the last date they were current",
    async () => {
      const { flash, text } = await searchMessage("000858");
      assert(text.includes("数据不足") && text.includes("2020-04-30"), `message reads: ${text}`);
      assert(page.url() === `${BASE}/`, "navigated away on a refused debate");
      const offer = flash.locator('button[data-as-of="2022-04-30"]');
      assert((await offer.count()) === 1, "no debate as of an earlier date offered");
      await offer.click();
      await page.waitForURL(/\/d\/d_[a-z0-9]{12}$/, { timeout: 15_000 });
      await page.locator('#verdict[data-state="ready"]').waitFor({ timeout: 60_000 });
      const meta = await page.locator("#debate-meta").innerText();
      assert(meta.includes("数据截至 2022-04-30"), `header reads: ${meta}`);
      assert((await page.locator("#debate-title").innerText()).includes("五粮液"), "title is not the company's");
      await shot(page, "desktop-past-asof.png");
    },
  );

  await check("409: a name several companies share (中国) asks to pick one, and each is a button", async () => {
    const { flash, text } = await searchMessage("中国");
    assert(text.includes("「中国」对应多家公司，请选择一家"), `message reads: ${text}`);
    const picks = await flash.locator("button[data-ticker]").allInnerTexts();
    assert(
      picks.some((p) => p.includes("中国平安 601318")) && picks.some((p) => p.includes("中国石化 600028")),
      `choices: ${picks.join(", ")}`,
    );
    assert(page.url() === `${BASE}/`, "navigated away on an ambiguous name");
  });

  // 429 and 503 need ten debates in a minute from one address, or a server without a model: the page gets the body
  // the server sends in those cases (src/http/debate-quota.ts, src/services/start-debate.ts) from an intercepted POST.
  const refuseStarts = (status, error) =>
    page.route(`${BASE}/api/debates`, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status,
            contentType: "application/json",
            headers: error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : {},
            body: JSON.stringify({ error }),
          })
        : route.continue(),
    );

  await check("429: the page says why and when to retry, in seconds and as a clock time", async () => {
    await refuseStarts(429, {
      code: "rate_limited",
      message: "Too many debates started from your address in the last minute; retry after 60 seconds",
      retryAfterSeconds: 60,
    });
    try {
      // A ticker no check debates, so no cached verdict answers before the POST.
      const { text } = await searchMessage("002594");
      assert(
        text.includes("请求过于频繁") && /请在 60 秒后（约 \d{2}:\d{2}:\d{2}）重试/.test(text),
        `message reads: ${text}`,
      );
      assert(page.url() === `${BASE}/`, "navigated away on a 429");
      await shot(page, "desktop-rate-limited.png");
    } finally {
      await page.unroute(`${BASE}/api/debates`);
    }
  });

  await check("503: an unavailable model is explained with what to do", async () => {
    await refuseStarts(503, {
      code: "model_unavailable",
      message: "MODEL_QUICK=openai:gpt-4o-mini needs OPENAI_API_KEY",
    });
    try {
      const { text } = await searchMessage("002594");
      assert(
        text.includes("模型服务暂不可用") && text.includes("请稍后重试") && text.includes("MODEL_QUICK"),
        `message reads: ${text}`,
      );
    } finally {
      await page.unroute(`${BASE}/api/debates`);
    }
  });

  let findebateUrl = "";
  await check(
    "FinDebate chosen on the home page: analyst turns arrive, then draft vs final, memory, look-ahead check and the verdict card",
    async () => {
      await page.goto(`${BASE}/`);
      await page.locator("#home-list li").first().waitFor();
      await page.locator('input[name="protocol-choice"][value="findebate"]').check();
      assert(
        (await page.locator("#protocol-select").inputValue()) === "findebate",
        "the search bar's protocol did not follow the choice",
      );
      await watchOrder(page, {
        verdict: '#verdict[data-state="ready"]',
        turn: '.role-turn[data-role^="fin_"][data-state="complete"] .point .mark',
      });
      await page.locator('#home-list [data-ticker="300750"]').click();
      await page.waitForURL(/\/d\/d_[a-z0-9]{12}$/, { timeout: 15_000 });
      findebateUrl = page.url();
      const id = findebateUrl.split("/").pop();
      // An analyst's finished turn shows its verified points while the final decision is still pending.
      await page
        .locator('.role-turn[data-role^="fin_"][data-state="complete"] .point .mark')
        .first()
        .waitFor({ timeout: 30_000 });
      await shot(page, "desktop-findebate-live.png");

      await page.locator('#verdict[data-state="ready"]').waitFor({ timeout: 60_000 });
      const order = await firstSeen(page);
      assert(
        order.indexOf("turn") !== -1 && order.indexOf("turn") < order.indexOf("verdict"),
        `the verdict was shown before (or with) the first analyst turn: ${order.join(" -> ")}`,
      );
      const { body } = await getJson(`/api/debates/${id}`);
      assert(
        body.protocol === "findebate" && body.status === "done" && body.verdict,
        `debate ${body.protocol} ${body.status}`,
      );
      assert(
        (await page.locator("#debate-title").innerText()).includes("FinDebate"),
        "the title does not name the protocol",
      );
      assert(
        (await page.locator("#verdict-title").innerText()) === "最终结论",
        "the verdict card is still titled for a judge",
      );
      const stanceText = { bullish: "看多", bearish: "看空", neutral: "中性" }[body.verdict.stance];
      assert((await page.locator(".verdict__stance").innerText()).includes(stanceText), "stance differs from the API");
      const results = [
        ...Object.values(body.flow.analysts),
        body.flow.draft,
        body.flow.trust,
        body.flow.skeptic,
        body.flow.leader,
      ].filter(Boolean);
      await page.waitForFunction((n) => document.querySelectorAll(".role-turn").length === n, results.length, {
        timeout: 10_000,
      });
      const analysts = await page.locator('.role-turn[data-role^="fin_"]').count();
      assert(analysts === Object.values(body.flow.analysts).filter(Boolean).length, `${analysts} analyst cards`);
      assert(
        (await page.locator('.role-turn[data-role^="fin_"] .turn__who').allInnerTexts()).includes("收益分析师"),
        "no 收益分析师 card",
      );
      const decision = await page.locator("#stage-decision").innerText();
      assert(
        /初稿\s*报告合成师/.test(decision) && /最终稿\s*主导智能体/.test(decision),
        `decision stage reads: ${decision.slice(0, 200)}`,
      );
      const lock = body.final.compromised
        ? "核心受损"
        : body.final.debateSkipped
          ? "跳过安全辩论"
          : body.final.source === "leader"
            ? "立场锁定"
            : "采用初稿";
      assert(decision.includes(lock), `decision stage lacks "${lock}"`);
      assert((await page.locator("#memory-card").innerText()).includes("记忆与复盘"), "no memory section");
      const lookAhead = await page.locator("#lookahead-card").innerText();
      assert(
        lookAhead.includes(body.lookAhead.ok ? "通过" : "未通过") &&
          lookAhead.includes(String(body.lookAhead.citedChecked)),
        `look-ahead reads: ${lookAhead}`,
      );
      const card = await page.locator("#verdict").innerText();
      for (const part of ["决定来源", "判定依据", body.verdict.rule, "内容由AI生成，仅供研究参考，不构成任何投资建议"])
        assert(card.includes(part), `verdict card lacks "${part}"`);
      if (body.verdict.horizons) assert(card.includes("三个时间维度的方向"), "verdict card lacks the horizons");
      // The card's 评分 lines are the report document's (report.json), the same words as report.md's 评分 section.
      const whyCard = page.locator('.verdict__why[data-topic="why"]');
      await whyCard.waitFor({ timeout: 10_000 });
      const whyText = await whyCard.innerText();
      const { body: doc } = await getJson(`/api/debates/${id}/report.json`);
      const whyBlocks = doc.sections.find((s) => s.id === "scores").blocks.filter((b) => b.topic === "why");
      const shares = whyBlocks.find((b) => b.kind === "paragraph" && b.label);
      assert(/^综合分构成 /.test(shares.text), `the document's why line: ${shares.text}`);
      const md = await (await fetch(`${BASE}/api/debates/${id}/report.md`)).text();
      assert(md.includes(`**${shares.label}**${shares.text}`), "report.md words the shares otherwise");
      for (const line of [
        shares.label,
        shares.text,
        ...whyBlocks.filter((b) => b.kind === "group").map((b) => b.title),
      ])
        assert(whyText.includes(line), `the verdict card lacks the report's line "${line}": ${whyText}`);
      await shot(page, "desktop-findebate.png", true);
      const printed = await printedPages(page, "findebate-report.pdf");
      assertPrintedReport(printed, body, SECTION_TITLES);
      // A few full pages: a card per page made the same report 13 half-empty ones.
      assert(printed.length <= 5, `the FinDebate PDF has ${printed.length} pages`);
    },
  );

  await check(
    "vote (a protocol added as one plug-in) is offered on the home page and runs live: voter turns, the count, the verdict",
    async () => {
      await page.goto(`${BASE}/`);
      await page.locator("#home-list li").first().waitFor();
      await page.locator('input[name="protocol-choice"][value="vote"]').check();
      assert(
        (await page.locator("#protocol-select").inputValue()) === "vote",
        "the search bar's protocol did not follow the choice",
      );
      await page.locator('#home-list [data-ticker="600519"]').click();
      await page.waitForURL(/\/d\/d_[a-z0-9]{12}$/, { timeout: 15_000 });
      const id = page.url().split("/").pop();
      await page.locator('#verdict[data-state="ready"]').waitFor({ timeout: 60_000 });
      const { body } = await getJson(`/api/debates/${id}`);
      assert(
        body.protocol === "vote" && body.status === "done" && body.verdict,
        `debate ${body.protocol} ${body.status}`,
      );
      assert(
        (await page.locator("#debate-title").innerText()).includes("多数投票"),
        "the title does not name the protocol",
      );
      await page.waitForFunction((n) => document.querySelectorAll(".role-turn").length === n, body.flow.voters.length, {
        timeout: 10_000,
      });
      assert(
        (await page.locator(".role-turn .turn__who").allInnerTexts()).includes("投票人1（基本面）"),
        "no 投票人1 card",
      );
      const stage = await page.locator("#stage-voters").innerText();
      assert(
        stage.includes("计票") && stage.includes(body.final.note),
        `the voters' stage reads: ${stage.slice(0, 300)}`,
      );
      // The deciding voter by its title, never its role id.
      const card = await page.locator("#verdict").innerText();
      assert(card.includes("决定来源") && !/voter_\d/.test(card), `the verdict card reads: ${card.slice(0, 300)}`);
      await shot(page, "desktop-vote.png", true);
    },
  );

  await check(
    "a hostile announcement (markup, entities, a javascript: link, a bidi override, a target price) shows as plain text",
    async () => {
      const title =
        '<img src=x onerror="window.__pwned=1">关于控股股东<em>减持</em>股份的公告&amp;[详情](javascript:window.__pwned=2)及目标价2000元的说明<script>window.__pwned=3</script>\u202e\u200b';
      const ingest = await fetch(`${BASE}/api/admin/ingest`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        body: JSON.stringify({
          announcements: [
            { ticker: "600519", id: "e2e-hostile", title, date: "2025-06-25", category: "shareholding_change" },
          ],
        }),
      });
      assert(ingest.status === 200, `ingest answered ${ingest.status}: ${await ingest.text()}`);
      const created = await fetch(`${BASE}/api/debates`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ticker: "600519", asOf: "2025-06-30", rounds: 1, fresh: true }),
      });
      const { id } = await created.json();
      await page.goto(`${BASE}/d/${id}`);
      await page.locator('#verdict[data-state="ready"]').waitFor({ timeout: 60_000 });
      const { body } = await getJson(`/api/debates/${id}`);
      const item = body.evidence.find((e) => e.text.includes("减持股份的公告"));
      assert(item, "the hostile announcement is not in the debate's evidence");
      assert(
        item.text.includes("关于控股股东减持股份的公告&[详情](javascript:window.__pwned=2)及〔目标价已略〕的说明"),
        `evidence reads: ${item.text}`,
      );
      const chip = page.locator(".evidence-chip", { hasText: new RegExp(`^${item.id}$`) }).first();
      if ((await chip.count()) > 0) {
        await chip.click();
        await page.locator("#evidence-dialog").waitFor({ state: "visible" });
        assert(
          (await page.locator("#evidence-text").innerText()) === item.text,
          "the dialog does not show the evidence as text",
        );
        await shot(page, "desktop-hostile-evidence.png");
        await page.keyboard.press("Escape");
      }
      const dom = await page.evaluate(() => ({
        pwned: /** @type {any} */ (window).__pwned ?? null,
        images: [...document.querySelectorAll("img")].map((i) => i.getAttribute("src")),
        scripts: [...document.querySelectorAll("script")].filter((s) => !s.src).length,
        links: [...document.querySelectorAll("a[href]")]
          .map((a) => a.getAttribute("href"))
          .filter((h) => /^\s*javascript:/i.test(h ?? "")),
        text: document.body.innerText,
      }));
      assert(dom.pwned === null, `a hostile script ran (${dom.pwned})`);
      assert(!dom.images.includes("x"), "the hostile <img> was rendered as an element");
      assert(
        dom.scripts === 0 && dom.links.length === 0,
        `inline scripts ${dom.scripts}, javascript: links ${dom.links.join(", ")}`,
      );
      assert(
        !dom.text.includes("2000元") && !/[\u202e\u200b]/.test(dom.text),
        "the page shows a target price or an invisible character",
      );
      assert(
        !dom.text.includes("〔【已移除"),
        "a claim quoting the masked title had its mark mangled by the claims' filter",
      );
    },
  );

  await check(
    "战绩: a scored debate shows on the track record page with its n, interval, baselines and charts",
    async () => {
      // 300750 has stored daily bars in the sample: a debate as of a past date becomes a prediction that can be scored.
      const created = await fetch(`${BASE}/api/debates`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ticker: "300750", asOf: "2024-06-28", rounds: 1, fresh: true }),
      });
      assert(created.status === 202, `debate answered ${created.status}`);
      const { id } = await created.json();
      for (let i = 0; i < 120; i++) {
        const { body } = await getJson(`/api/debates/${id}`);
        if (body.status === "done" && body.persisted !== false) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      let scored = 0;
      for (let i = 0; i < 20 && scored === 0; i++) {
        const res = await fetch(`${BASE}/api/admin/track-record/score`, {
          method: "POST",
          headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        });
        assert(res.status === 200, `scoring answered ${res.status}`);
        const { body } = await getJson("/api/track-record?from=2024-06-28&to=2024-06-28");
        scored = body.horizons.reduce((n, h) => n + h.scored, 0);
        if (scored === 0) await new Promise((r) => setTimeout(r, 500));
      }
      assert(scored === 3, `${scored} horizons scored for the 2024-06-28 call`);
      const { body: tr } = await getJson("/api/track-record");
      // The verdict card shows the direction's calibrated probability apart from the quality score (here too few
      // predictions have matured before 2024-06-28 to fit one).
      await page.goto(`${BASE}/d/${id}`);
      await page.locator(".verdict__probability").waitFor({ timeout: 20_000 });
      const prob = await page.locator(".verdict__probability").innerText();
      assert(
        /方向判断的校准概率/.test(prob) && /一日：/.test(prob) && /样本不足，未校准|校准概率 \d/.test(prob),
        `probability card: ${prob}`,
      );
      const caption = await page.locator(".verdict__caption").innerText();
      assert(caption.includes("辩论质量"), "the overall score is not named 辩论质量");
      // Why this verdict: each dimension's share of the score, computed, worded by the report document.
      const whyCard = page.locator('.verdict__why[data-topic="why"]');
      await whyCard.waitFor({ timeout: 10_000 });
      const why = await whyCard.innerText();
      assert(/综合分构成 事实性 \d+%/.test(why), `attribution: ${why}`);

      await page.goto(`${BASE}/`);
      await page.locator('.topbar__track[href="/track"]').click();
      await page.waitForURL(`${BASE}/track`);
      await page.locator("#track-hit").waitFor({ timeout: 15_000 });
      const text = await page.locator("#track-view").innerText();
      assert(text.includes(`共 ${tr.predictions.total} 条预测`), `summary: ${text.slice(0, 300)}`);
      const parts = [
        "本系统命中率",
        "基准：总是看涨",
        "基准：20日动量",
        "基准：昨日方向",
        "无法成交占比",
        "宁德时代（300750）",
      ];
      parts.push(
        "Wilson 95%",
        "不构成任何投资建议",
        "技能分：是否胜过基准率",
        "本系统（原始分）技能分",
        "对数损失",
        "原始分与校准概率",
      );
      for (const part of parts) assert(text.includes(part), `the page lacks "${part}"`);
      const week = tr.horizons.find((h) => h.horizon === "1w");
      const n = week.hitRate.n;
      assert(text.includes(n === 0 ? "无样本（n=0）" : `n=${n}）`), `the week's hit rate n=${n} is not shown`);
      // The skill section leads, before the hit rates.
      assert(
        text.indexOf("技能分：是否胜过基准率") < text.indexOf("命中率与基准"),
        "the skill score does not lead the page",
      );
      const charts = page.locator("svg.track-chart");
      assert(
        (await charts.count()) === 8,
        "expected the hit-rate chart, three pairs of reliability diagrams and the backtest's equity curve",
      );
      // The backtest: the strategy's equity curve drawn against the CSI 300, with its figures.
      const curve = page.locator("#track-backtest-section svg.track-chart");
      for (const series of ["strategy", "csi300", "equalWeight"]) {
        const points = (await curve.locator(`polyline[data-series=${series}]`).getAttribute("points")) ?? "";
        assert(points.split(" ").length >= 2, `the backtest's ${series} curve is not drawn`);
      }
      const backtest = await page.locator("#track-backtest-section").innerText();
      for (const part of ["回测：跟随看多结论", "沪深300", "夏普比率", "最大回撤", "共试过3种持有期", "印花税"])
        assert(backtest.includes(part), `the backtest lacks "${part}"`);
      // The ablation: the opening round alone, the full debate, vote and always-up on the same questions.
      const ablation = await page.locator("#track-ablation-section").innerText();
      assert(ablation.includes("辩论改变了什么"), `the ablation section reads: ${ablation.slice(0, 200)}`);
      if (!ablation.includes("还没有多轮")) {
        for (const key of ["opening", "full", "always_up"]) {
          assert(
            (await page.locator(`#track-ablation-section tr[data-forecaster=${key}]`).count()) > 0,
            `the ablation table has no ${key} row`,
          );
        }
      }
      const second = (await charts.nth(2).getAttribute("aria-label")) ?? "";
      assert(/校准概率可靠性图/.test(second), "the second diagram of a pair is not the calibrated one");
      const label = await page.locator("svg.track-chart").first().getAttribute("aria-label");
      assert(/95%区间|n=0/.test(label ?? ""), `the chart is not described with its intervals: ${label}`);
      // A filter that matches nothing says so instead of showing empty charts.
      await page.locator("#track-protocol").selectOption("tradingagents");
      await page.locator(".track-filters button[type=submit]").click();
      await page.waitForURL(/\/track\?protocol=tradingagents$/);
      await page.locator(".track-empty").waitFor({ timeout: 10_000 });
      // A bad filter typed into the address reads in Chinese, naming the filter (the API's English stays out).
      const badFilters = [
        ["from=2025-13-45", "起始日期不是有效的日期"],
        ["from=2025-06-30&to=2025-01-01", "起始日期不能晚于结束日期"],
      ];
      for (const [query, words] of badFilters) {
        await page.goto(`${BASE}/track?${query}`);
        const alert = await page.locator(".track-error").innerText({ timeout: 10_000 });
        const english = /[A-Za-z]{3,}/.test(alert.replace("YYYY-MM-DD", ""));
        assert(alert.includes(words) && !english, `the bad filter ${query} reads: ${alert}`);
      }
      await page.goto(`${BASE}/track`);
      await page.locator("#track-hit").waitFor({ timeout: 15_000 });
      await shot(page, "desktop-track.png", true);
    },
  );

  await check(
    "a failed turn and a failed debate read in Chinese: the turn card and the 辩论未能完成 panel show no provider English",
    async () => {
      // A real failure from the real server: the first debate's archived bear replies are taken out of the local D1, so
      // its replay finds none for the bear (a "replay miss", English in the room's record) and fails after that turn.
      const { DatabaseSync } = await import("node:sqlite");
      const d1 = path.join(stateDir, "state", "v3", "d1", "miniflare-D1DatabaseObject");
      let removed = 0;
      for (const file of readdirSync(d1).filter((f) => f.endsWith(".sqlite"))) {
        const db = new DatabaseSync(path.join(d1, file));
        try {
          const has = db
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'model_replies'")
            .get();
          if (has)
            removed += Number(
              db.prepare("DELETE FROM model_replies WHERE debate_id = ? AND role = 'bear'").run(debateId).changes,
            );
        } finally {
          db.close();
        }
      }
      assert(removed > 0, `no archived bear reply of ${debateId} to remove`);
      const res = await fetch(`${BASE}/api/debates/${debateId}/replay`, { method: "POST" });
      assert(res.status === 202, `replay answered ${res.status}`);
      const replay = await res.json();
      await page.goto(`${BASE}/d/${replay.id}`);
      const card = page.locator('.turn[data-state="failed"] .turn__error').first();
      await card.waitFor({ timeout: 30_000 });
      const english = (text) => text.replace(/report\.json/g, "").match(/[A-Za-z]{2,}/g) ?? [];
      const cardText = await card.innerText();
      assert(
        cardText.startsWith("本次发言失败：回放时原记录中没有这次请求的回复"),
        `the failed turn reads: ${cardText}`,
      );
      assert(english(cardText).length === 0, `the failed turn shows English: ${cardText}`);
      await page.locator("#failure").waitFor({ state: "visible", timeout: 15_000 });
      await page.locator("#failure-errors li").first().waitFor({ timeout: 15_000 });
      const panel = await page.locator("#failure").innerText();
      assert(panel.includes("空方第1轮：回放时原记录中没有这次请求的回复"), `the failure panel reads: ${panel}`);
      assert(english(panel).length === 0, `the failure panel shows English: ${panel}`);
      // The raw message stays for the audit, in report.json.
      const { body } = await getJson(`/api/debates/${replay.id}/report.json`);
      assert(
        body.errors.some((e) => /^replay miss: /.test(e.message)),
        `report.json lacks the raw error: ${JSON.stringify(body.errors)}`,
      );
      await shot(page, "desktop-failed-turn.png");
    },
  );

  await check(
    "自选: a key entered once, a list made from names and codes, a batch run with its progress, each ticker's verdict, the history by day; no WCAG violation",
    async () => {
      const issued = await fetch(`${BASE}/api/admin/keys`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
        body: JSON.stringify({ name: "浏览器测试" }),
      });
      assert(issued.status === 201, `issuing a key answered ${issued.status}`);
      const { key } = await issued.json();
      await page.goto(`${BASE}/`);
      await page.locator('a.topbar__track[href="/watchlists"]').click();
      await page.waitForURL(/\/watchlists$/);
      await page.locator("#watch-key").fill("dd_wrong");
      await page.locator(".watch__key button[type=submit]").click();
      await page.locator(".watch__note--error", { hasText: "格式不对" }).waitFor({ timeout: 5_000 });
      await page.locator("#watch-key").fill(key);
      await page.locator(".watch__key button[type=submit]").click();
      await page.locator("#watch-new-name").waitFor({ timeout: 10_000 });
      await page.locator("#watch-new-name").fill("<b>持仓</b>");
      await page.locator("#watch-new-tickers").fill("600519");
      await page.locator(".watch__create button[type=submit]").click();
      await page.locator(".watch__create .watch__note--error", { hasText: "纯文字" }).waitFor({ timeout: 5_000 });
      await page.locator("#watch-new-name").fill("我的持仓");
      await page.locator("#watch-new-tickers").fill("贵州茅台, 300750");
      await page.locator(".watch__create button[type=submit]").click();
      await page.locator('.watch__table tr[data-code="300750"]').waitFor({ timeout: 10_000 });
      // The progress comes over the batch's socket (the key as a subprotocol, never in its URL), to its `done`.
      const sockets = [];
      const frames = [];
      const onSocket = (ws) => {
        if (!/\/api\/batches\//.test(ws.url())) return;
        sockets.push(ws.url());
        ws.on("framereceived", (f) => frames.push(String(f.payload)));
      };
      page.on("websocket", onSocket);
      await page.locator("#watch-run").click();
      await page.locator(".watch__note", { hasText: "批量辩论已结束" }).waitFor({ timeout: 90_000 });
      page.off("websocket", onSocket);
      assert(sockets.length === 1 && /\/api\/batches\/b_[a-z2-9]{12}\/ws$/.test(sockets[0]), `sockets: ${sockets}`);
      assert(!sockets[0].includes(key), "the key is in the socket's URL");
      assert(frames[0]?.includes('"type":"snapshot"'), `first frame: ${frames[0]?.slice(0, 80)}`);
      assert(frames.at(-1)?.includes('"type":"done"'), `last frame: ${frames.at(-1)?.slice(0, 80)}`);
      for (const code of ["600519", "300750"]) {
        const row = await page.locator(`.watch__table tr[data-code="${code}"]`).innerText();
        assert(/看多|看空|中性/.test(row) && /\d{4}-\d\d-\d\d/.test(row), `row ${code} reads: ${row}`);
      }
      await page.locator("#watch-history").click();
      await page.locator(".watch__history h4").first().waitFor({ timeout: 10_000 });
      // Kept in this browser: a reload goes straight to the lists, not the key form.
      await page.reload();
      await page.locator('.watch__table tr[data-code="600519"]').waitFor({ timeout: 10_000 });
      assert((await page.locator("#watch-key").count()) === 0, "the key was asked for again after a reload");
      await shot(page, "desktop-watchlists.png", true);
      const found = await axeViolations(page);
      assert(found.length === 0, `${found.length} violation(s):\n${found.slice(0, 12).join("\n")}`);
    },
  );

  await check(
    "axe-core: no WCAG 2.1 A/AA violation (colour contrast included) on home, each protocol's finished debate and /track",
    async () => {
      const pages = [
        ["home", `${BASE}/`],
        ["adversarial", await finishedDebate("adversarial")],
        ["findebate", await finishedDebate("findebate")],
        ["tradingagents", await finishedDebate("tradingagents")],
        ["track", `${BASE}/track`],
      ];
      const found = [];
      for (const [name, url] of pages) {
        await page.goto(url, { waitUntil: "networkidle" });
        if (name !== "home" && name !== "track")
          await page.locator('#verdict[data-state="ready"]').waitFor({ timeout: 15_000 });
        if (name === "track") await page.locator(".track-filters").waitFor({ timeout: 10_000 });
        found.push(...(await axeViolations(page)).map((v) => `${name}: ${v}`));
      }
      assert(found.length === 0, `${found.length} violation(s):\n${found.slice(0, 12).join("\n")}`);
    },
  );

  await check("no page errors, no console errors (CSP refusals included), no external requests", async () => {
    assert(problems.length === 0, problems.join("\n"));
  });

  // ---------------------------------------------------------------- phone
  const phone =
    browser &&
    (await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: "zh-CN",
    }));
  const mobile = phone && (await phone.newPage());
  const phoneProblems = [];
  if (mobile) watchPage(mobile, phoneProblems);

  await check("phone (390 px): the debate stacks into one column with no sideways scrolling", async () => {
    await mobile.goto(debateUrl);
    await mobile.locator('#verdict[data-state="ready"]').waitFor({ timeout: 15_000 });
    const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 390, `page is ${width} px wide`);
    const [bull, bear] = await Promise.all([
      mobile.locator(".turn--bull").first().boundingBox(),
      mobile.locator(".turn--bear").first().boundingBox(),
    ]);
    assert(Math.abs(bull.x - bear.x) < 2 && bear.y > bull.y, "bull and bear turns are not stacked");
    await shot(mobile, "phone-debate.png");
    await mobile.locator("#verdict").scrollIntoViewIfNeeded();
    await shot(mobile, "phone-verdict.png");
    await shot(mobile, "phone-debate-full.png", true);
  });

  await check("phone: a FinDebate debate stacks its analysts into one column with no sideways scrolling", async () => {
    assert(findebateUrl, "no FinDebate debate to show");
    await mobile.goto(findebateUrl);
    await mobile.locator('#verdict[data-state="ready"]').waitFor({ timeout: 15_000 });
    const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 390, `page is ${width} px wide`);
    const [a, b] = await Promise.all([
      mobile.locator(".stage__cards--analysts .role-turn").nth(0).boundingBox(),
      mobile.locator(".stage__cards--analysts .role-turn").nth(1).boundingBox(),
    ]);
    assert(Math.abs(a.x - b.x) < 2 && b.y > a.y, "analyst cards are not stacked");
    await shot(mobile, "phone-findebate.png");
    await mobile.locator("#stage-decision").scrollIntoViewIfNeeded();
    await shot(mobile, "phone-findebate-decision.png");
  });

  await check(
    "phone: every protocol's verdict is in the first screen, the roles below it with their points folded",
    async () => {
      for (const protocol of ["adversarial", "findebate", "tradingagents"]) {
        await mobile.goto(await finishedDebate(protocol));
        await mobile.locator('#verdict[data-state="ready"]').waitFor({ timeout: 15_000 });
        const verdict = await mobile.locator("#verdict").boundingBox();
        assert(
          verdict && verdict.y < 844,
          `${protocol}: the verdict starts at y=${verdict?.y}, below the first screen`,
        );
        const timeline = await mobile.locator(".timeline").boundingBox();
        assert(timeline && timeline.y > verdict.y, `${protocol}: the debate is above the verdict`);
        if (protocol !== "adversarial") {
          const folds = mobile.locator(".role-turn__more");
          assert((await folds.count()) > 0, `${protocol}: no foldable role`);
          assert(
            (await mobile.locator(".role-turn__more[open]").count()) === 0,
            `${protocol}: a role's points are open on a phone`,
          );
          await folds.first().locator("summary").click();
          assert(
            await folds.first().locator(".point").first().isVisible(),
            `${protocol}: a role does not open on a tap`,
          );
        }
        await shot(mobile, `phone-first-screen-${protocol}.png`);
      }
    },
  );

  await check("phone: the 战绩 page fits the screen (no sideways scrolling)", async () => {
    await mobile.goto(`${BASE}/track`);
    await mobile.locator("#track-hit").waitFor({ timeout: 15_000 });
    const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 390, `page is ${width} px wide`);
    await shot(mobile, "phone-track.png", true);
  });

  await check(
    "phone: keyboard pick (↓ + Enter) and a dropped connection resumes with since= and no duplicates",
    async () => {
      const sockets = [];
      const firstMessages = [];
      await mobile.routeWebSocket(/\/api\/debates\/d_[a-z0-9]+\/ws/, (ws) => {
        const n = sockets.push(ws.url());
        const upstream = ws.connectToServer();
        ws.onMessage((m) => upstream.send(m));
        if (n === 1) {
          // Cut the first connection after a dozen events, as a flaky mobile network would.
          upstream.onMessage((m) => {
            if (firstMessages.length >= 12) return; // cut: nothing more reaches the page on this connection
            firstMessages.push(m);
            ws.send(m);
            if (firstMessages.length === 12) {
              ws.close({ code: 4000, reason: "test: dropped" });
              upstream.close();
            }
          });
        } else {
          // The reconnect overlaps what already arrived: the page must drop the repeats by seq.
          for (const m of firstMessages.slice(-4)) ws.send(m);
          upstream.onMessage((m) => ws.send(m));
        }
      });
      await mobile.goto(`${BASE}/`);
      await mobile.locator("#home-list li").first().waitFor();
      await shot(mobile, "phone-home.png");
      await mobile.locator("#search-input").pressSequentially("招商", { delay: 40 });
      await mobile.locator('#search-suggestions [role="option"]').first().waitFor();
      await mobile.locator("#search-input").press("ArrowDown");
      await mobile.locator("#search-input").press("Enter");
      await mobile.waitForURL(/\/d\/d_[a-z0-9]{12}$/, { timeout: 15_000 });
      const id = mobile.url().split("/").pop();
      await mobile.locator('#verdict[data-state="ready"]').waitFor({ timeout: 60_000 });
      assert(sockets.length >= 2, `only ${sockets.length} WebSocket connection(s)`);
      const lastSeq = JSON.parse(firstMessages[11]).seq;
      assert(sockets[1].endsWith(`?since=${lastSeq}`), `reconnected to ${sockets[1]} (expected since=${lastSeq})`);
      const { body } = await getJson(`/api/debates/${id}`);
      assert(body.companyName === "招商银行", `debated ${body.companyName}`);
      const cards = await mobile.locator(".turn").evaluateAll((els) => els.map((e) => e.id));
      const expected = body.turns.filter((t) => t.role !== "judge").map((t) => `turn-${t.seq}`);
      assert(
        JSON.stringify([...cards].sort()) === JSON.stringify([...expected].sort()),
        `turn cards ${cards} vs ${expected}`,
      );
      const points = await mobile.locator(".turn .point").count();
      const apiPoints = body.turns.reduce((n, t) => n + t.points.length, 0);
      assert(points === apiPoints, `${points} points shown, ${apiPoints} in the debate`);
      assert(phoneProblems.length === 0, phoneProblems.join("\n"));
    },
  );
} catch (e) {
  results.push({ name: "the e2e run itself", ok: false });
  console.log(`  ✗ the e2e run failed: ${e?.stack ?? e}`);
} finally {
  await browser?.close().catch(() => {});
  stopServer();
  await new Promise((r) => setTimeout(r, 300));
  const failed = results.filter((r) => !r.ok).length;
  if (failed > 0 && existsSync(logPath)) {
    console.log("--- server log (last 40 lines) ---");
    console.log(readFileSync(logPath, "utf8").split("\n").slice(-40).join("\n"));
  }
  rmSync(stateDir, { recursive: true, force: true });
  console.log(`Screenshots in ${path.relative(process.cwd(), SHOTS) || SHOTS}/`);
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}
