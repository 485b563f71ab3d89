import { describe, expect, it } from "vitest";
import { flowResults } from "../../src/debate/flow";
import type { PublicDebateState } from "../../src/debate/public-state";
import { PROTOCOL_IDS } from "../../src/debate/protocols/registry";
import { buildReportDocument, SECTION_TITLES } from "../../src/report/report-document";
import { renderMarkdown } from "../../src/report/render-markdown";
import { renderText } from "../../src/report/render-text";
import { whyBlocks } from "../../src/report/why-lines";
import { displayWidth } from "../../src/shared/text-width";
import { type ReportBlock, ReportDocument, type ReportItem } from "../../src/wire/report-document";
import { api, json } from "../support/api";
import { runDebate } from "../support/debates";

/** Every item of a document's blocks, groups opened. */
const itemsOf = (blocks: ReportBlock[]): ReportItem[] =>
  blocks.flatMap((b) => (b.kind === "list" ? b.items : b.kind === "group" ? itemsOf(b.blocks) : []));

const pointsOf = (s: PublicDebateState) =>
  s.flow ? flowResults(s.flow).flatMap((r) => [...r.points, ...r.counterPoints]) : s.turns.flatMap((t) => t.points);

/** Each protocol's own section, by the id its plug-in gives it (the adversarial debate has none). */
const OWN_SECTION: Record<string, string | undefined> = {
  findebate: "draftVsFinal",
  tradingagents: "decisionChain",
  vote: "tally",
};

describe("one report document, every format rendered from it", () => {
  for (const protocol of PROTOCOL_IDS) {
    it(`${protocol}: report.json is the document; report.md and format=text render it; every point keeps its mark and citations`, async () => {
      const s = await runDebate({ ticker: "600519", asOf: "2025-06-30", protocol, fresh: true, memory: false });
      expect(s.status, JSON.stringify(s.errors)).toBe("done");
      const doc = ReportDocument.parse(await json(await api(`/api/debates/${s.id}/report.json`)));
      expect(doc).toEqual(JSON.parse(JSON.stringify(buildReportDocument(s))));

      // The five numbered sections first; then the protocol's own, the checks, scores and usage.
      expect(doc.sections.slice(0, 5).map((x) => x.title)).toEqual([...SECTION_TITLES]);
      const ids = doc.sections.map((x) => x.id);
      expect(ids).toEqual(expect.arrayContaining(["lookAhead", "scores", "usage"]));
      if (OWN_SECTION[protocol]) expect(ids).toContain(OWN_SECTION[protocol]);
      expect(doc.verdict?.stance).toBe(s.verdict?.stance);
      expect(doc.verdict?.risks).toEqual(s.verdict?.risks);

      // Each point of the debate is one item with its mark's status, the checker's reasons and its citations' periods.
      const timeline = itemsOf(doc.sections[1]!.blocks).filter((i) => i.mark);
      const points = pointsOf(s);
      expect(timeline.map((i) => [i.text, i.mark!.status, i.mark!.reason])).toEqual(
        points.map((p) => [p.claim, p.verification.status, p.verification.reasons.join("；")]),
      );
      const periodOf = new Map(s.evidence.map((e) => [e.id, e.period]));
      for (const item of timeline) for (const c of item.citations!) expect(c.period).toBe(periodOf.get(c.id) ?? null);
      expect(timeline.every((i) => !/-t\d+-[pc]\d+/.test(`${i.label}${i.rebuts ?? ""}`))).toBe(true);

      const md = await (await api(`/api/debates/${s.id}/report.md`)).text();
      expect(md).toBe(renderMarkdown(buildReportDocument(s)));

      // The page's verdict card shows the 评分 blocks that carry a topic: exactly the why lines, worded as report.md.
      const scored = doc.sections.find((x) => x.id === "scores")!.blocks.filter((b) => b.topic);
      expect(scored).toEqual(JSON.parse(JSON.stringify(whyBlocks(s.verdict!))));
      const shares = scored.find((b) => b.topic === "why" && b.kind === "paragraph" && b.label);
      expect(shares?.kind === "paragraph" && shares.text).toMatch(/^综合分构成 事实性 \d+%/);
      expect(md).toContain(`**为何是这个结论（程序计算）**${shares?.kind === "paragraph" ? shares.text : ""}`);

      const res = await api(`/api/debates/${s.id}/report.md?format=text&width=60`);
      expect(res.headers.get("content-type")).toContain("text/plain");
      const text = await res.text();
      const lines = text.trimEnd().split("\n");
      for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(60);
      expect(lines.at(-1)).toBe(doc.disclaimer);
      expect(text).not.toMatch(/^(#|- |\|)|\*\*|\\\*/m);
      for (const [i, title] of SECTION_TITLES.entries()) expect(text).toContain(`【${i + 1}. ${title}】`);
      // Read without the breaks: a line may break where a space was.
      const squeeze = (t: string) => t.replace(/\s/g, "");
      const flat = squeeze(text);
      for (const item of timeline) expect(flat).toContain(squeeze(`${item.mark!.symbol}${item.label}`));
      for (const risk of s.verdict?.risks ?? []) expect(flat).toContain(squeeze(risk));
    }, 60_000);
  }

  it("builds from a running debate too: no verdict yet, the look-ahead check not run, no scores; every format renders", async () => {
    const done = await runDebate({ ticker: "600519", asOf: "2025-06-30", fresh: true, memory: false });
    const running = { ...done, status: "running" as const, verdict: null, lookAhead: null };
    const doc = ReportDocument.parse(buildReportDocument(running));
    expect(doc.verdict).toBeNull();
    expect(doc.facts[0]).toMatchObject({ label: "裁决", value: "未出裁决" });
    expect(doc.sections.map((x) => x.id)).not.toContain("scores");
    expect(JSON.stringify(doc.sections.find((x) => x.id === "lookAhead"))).toContain("尚未检查（辩论未完成）");
    const md = renderMarkdown(doc);
    expect(md).toContain("本次辩论未能产生裁决，以下为已完成的记录。");
    expect(md).toContain("- （裁判未列出风险）");
    // At 40 columns the disclaimer itself wraps: the text still ends with it.
    expect(renderText(doc, 40).replace(/\s/g, "").endsWith(doc.disclaimer)).toBe(true);
  }, 60_000);

  it("refuses a width it cannot lay out, in Chinese, as a 400", async () => {
    const s = await runDebate({ ticker: "600519", asOf: "2025-06-30", fresh: true, memory: false });
    const res = await api(`/api/debates/${s.id}/report.md?format=text&width=10`);
    expect(res.status).toBe(400);
    const body = await json<{ error: { code: string; message: string } }>(res);
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.message).toMatch(/width.*40/);
    expect((await api(`/api/debates/${s.id}/report.md?format=pdf`)).status).toBe(400);
  }, 60_000);
});
