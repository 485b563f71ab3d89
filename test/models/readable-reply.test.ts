import { describe, expect, it } from "vitest";
import { readableReply } from "../../src/models/readable-reply";
import { DEFAULT_BANNED_PHRASES, REMOVED_MARK } from "../../src/compliance/compliance";
import { NOT_READABLE } from "../support/readable-text";

/** Everything the reader sent for `chunks`, as the list of pieces a viewer receives. */
function read(chunks: readonly string[], banned: readonly string[] = DEFAULT_BANNED_PHRASES): string[] {
  const pieces: string[] = [];
  const reader = readableReply({ banned, emit: (t) => pieces.push(t) });
  for (const c of chunks) reader.push(c);
  return pieces;
}

/** `text` cut at the given offsets (code units, so a cut may fall inside an escape, a key or a Chinese string). */
function cut(text: string, at: readonly number[]): string[] {
  const points = [0, ...[...at].sort((a, b) => a - b), text.length];
  return points.slice(1).map((p, i) => text.slice(points[i], p));
}

/** A deterministic spread of chunkings: every single cut, one-character chunks, and seeded random sizes. */
function chunkings(text: string): string[][] {
  const out: string[][] = [[text], Array.from(text)];
  for (let i = 1; i < text.length; i++) out.push(cut(text, [i]));
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let k = 0; k < 40; k++) {
    const at: number[] = [];
    for (let p = 0; p < text.length; p += 1 + Math.floor(rand() * 12)) at.push(p);
    out.push(cut(text, at));
  }
  return out;
}

// A bear rebuttal as a model writes it: the id it answers inside the claim (as the prompt's own example does),
// escapes, a full-width colon, and a citation object whose quote and ids are not for viewers.
const BEAR = JSON.stringify({
  stance: "bearish",
  points: [
    {
      claim: "针对bull-t1-p1：2024年报存货543.43亿元，同比+17.03%，去化压力上升",
      evidence: [{ id: "E9", quote: "存货 543.43亿元，同比+17.03%" }],
      confidence: 0.7,
      rebuts: "bull-t1-p1",
      dimension: "risk",
    },
    {
      claim: '经营现金流/净利润降至0.85，"利润含金量"\n下降',
      evidence: [{ id: "E3", quote: "经营现金流" }],
      confidence: 0.6,
    },
  ],
});

const ROLE = JSON.stringify({
  evidence: [
    {
      claim: "2025年营业总收入1741.44亿元，同比+15.66%（E2）",
      evidence: [{ id: "E2", quote: "营业总收入" }],
      confidence: 0.8,
      dimension: "earnings",
    },
  ],
  counterPoints: [
    { claim: "RSI 54，技术面中性", evidence: [{ id: "E7", quote: "RSI" }], confidence: 0.5 },
    { claim: "毛利率持平", evidence: [{ id: "E4", quote: "毛利率" }], confidence: 0.5 },
  ],
  stance: "bullish",
  conclusion: "盈利稳健，偏多看待",
  conviction: "high",
  horizons: { day: "flat", week: "up", month: "down" },
});

const JUDGE = JSON.stringify({
  scores: { factuality: 80, logic: 70, relevance: 75, riskCoverage: 60 },
  overall: 72,
  stance: "neutral",
  coreConclusion: "多空各有依据",
  disputeFocus: ["存货去化"],
  risks: ["现金流弱于利润"],
  confidence: "中等可能",
});

describe("readableReply: the readable text of a partial structured reply", () => {
  it("turns a debater's reply into labelled Chinese lines: the rebuttal's id and every key, quote and number dropped", () => {
    expect(read([BEAR]).join("")).toBe(
      '立场：看空\n2024年报存货543.43亿元，同比+17.03%，去化压力上升\n经营现金流/净利润降至0.85，"利润含金量" 下降',
    );
  });

  it("reads a graph role's evidence, counter-points, conclusion, conviction and directions in Chinese", () => {
    expect(read([ROLE]).join("")).toBe(
      "2025年营业总收入1741.44亿元，同比+15.66%（E2）\n反向论点：RSI 54，技术面中性\n反向论点：毛利率持平\n立场：看多\n结论：盈利稳健，偏多看待\n信心：高\n方向：一日持平、一周上涨、一月下跌",
    );
  });

  it("reads the judge's conclusion, dispute focus, risks and confidence, never its scores", () => {
    expect(read([JUDGE]).join("")).toBe(
      "立场：中性\n核心结论：多空各有依据\n争议焦点：存货去化\n风险提示：现金流弱于利润\n把握程度：中等可能",
    );
  });

  it("gives the same text however the reply is chunked: mid-key, mid-string, mid-escape, one character at a time", () => {
    for (const reply of [BEAR, ROLE, JUDGE]) {
      const whole = read([reply]).join("");
      for (const chunks of chunkings(reply)) {
        const pieces = read(chunks);
        expect(pieces.join(""), JSON.stringify(chunks.slice(0, 3))).toBe(whole);
        // Not only the whole: no piece a viewer ever sees is JSON, a key, an English enum or a point id.
        for (const p of pieces) for (const re of NOT_READABLE) expect(p).not.toMatch(re);
      }
    }
  });

  it("grows while a claim is still being written, holding back only a short tail", () => {
    const claim = "2025年营业总收入1741.44亿元，同比增长15.66%，增速较上年加快，主营白酒业务保持稳定";
    const reply = JSON.stringify({
      stance: "bullish",
      points: [{ claim, evidence: [{ id: "E1", quote: "x" }], confidence: 0.8 }],
    });
    const open = reply.indexOf(claim) + claim.length - 1; // the claim's closing quote has not arrived
    const shown = read([reply.slice(0, open)]).join("");
    expect(shown.startsWith("立场：看多\n2025年营业总收入1741.44亿元，同比增长15.66%")).toBe(true);
    expect(shown.length).toBeLessThan("立场：看多\n".length + claim.length);
  });

  it("decodes JSON escapes split anywhere, including \\u escapes of Chinese and of a surrogate pair", () => {
    const raw = String.raw`{"points":[{"claim":"\u8d35\u5dde\u8305\u53f0 \ud83d\udcc8 \"\u5229\u6da6\"\\\/","evidence":[]}]}`;
    for (const chunks of chunkings(raw)) expect(read(chunks).join("")).toBe('贵州茅台 📈 "利润"\\/');
  });

  it("skips a code fence or preamble before the object and anything after it", () => {
    expect(
      read(["好的，以下是回复：\n```json\n", JUDGE.slice(0, 30), JUDGE.slice(30), '\n```\n{"risks":["x"]}']).join(""),
    ).toBe(read([JUDGE]).join(""));
  });

  it("never sends a banned phrase or a price target, even when it arrives split across chunks", () => {
    const reply = JSON.stringify({ points: [{ claim: "业绩稳健，建议买入，目标价2000元", evidence: [] }] });
    for (const chunks of chunkings(reply)) {
      const text = read(chunks).join("");
      expect(text.replaceAll(REMOVED_MARK, "")).not.toMatch(/建议|买入|目标价|2000元/);
      expect(text.startsWith("业绩稳健")).toBe(true);
    }
  });

  it("ignores an enum value it does not know rather than showing English", () => {
    expect(read(['{"stance":"sideways","conclusion":"观望"}']).join("")).toBe("结论：观望");
  });
});
