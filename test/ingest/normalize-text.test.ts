import { describe, expect, it } from "vitest";
import { BlankTextError, normalizePayload, normalizeText } from "../../src/ingest/normalize-text";
import { IngestPayload } from "../../src/ingest/ingest-payload";

describe("ingested text is normalised to plain text", () => {
  it.each([
    ["<em>贵州茅台</em>关于回购的公告", "贵州茅台关于回购的公告"],
    ["茅台&amp;五粮液&nbsp;&nbsp;联合公告&#x3002;&#12290;", "茅台&五粮液 联合公告。。"],
    ['<img src=x onerror="alert(1)">关于控股股东减持股份的公告<script>alert(1)</script>', "关于控股股东减持股份的公告"],
    ["&lt;script&gt;alert(1)&lt;/script&gt;公告", "公告"],
    ["&amp;lt;b&amp;gt;双重编码&amp;lt;/b&amp;gt;", "双重编码"],
    ["零\u200b宽\u200d字符\u202e反向\u2066隔离\u2069\ufeff", "零宽字符反向隔离"],
    ["控制\u0000字符\u0007和\u001b[31m颜色", "控制字符和[31m颜色"],
    ["  多个   空格\t和\n换行  ", "多个 空格 和 换行"],
    ["1 < 2 且 3 > 2", "1 < 2 且 3 > 2"],
    ["[x](javascript:alert(1))", "[x](javascript:alert(1))"],
  ])("%s", (raw, expected) => {
    expect(normalizeText(raw)).toBe(expected);
    expect(normalizeText(expected)).toBe(expected);
  });

  it("keeps paragraphs in multi-line bodies", () => {
    expect(normalizeText("第一段<br>第二段\r\n\r\n\r\n  第三段 ", { multiline: true })).toBe(
      "第一段\n第二段\n\n第三段",
    );
  });

  it("counts the fields it changed and refuses a title that is only markup", () => {
    const payload = IngestPayload.parse({
      companies: [{ code: "600519", name: "贵州茅台", aliases: ["<b>茅台</b>"] }],
      announcements: [
        { ticker: "600519", id: "a1", title: "<em>回购</em>公告", date: "2025-06-20", text: "正文&nbsp;内容" },
        { ticker: "600519", id: "a2", title: "平常的公告", date: "2025-06-21" },
      ],
    });
    const out = normalizePayload(payload);
    expect(out.changedFields).toBe(3);
    expect(out.payload.companies[0]!.aliases).toEqual(["茅台"]);
    expect(out.payload.announcements.map((a) => a.title)).toEqual(["回购公告", "平常的公告"]);
    const blank = IngestPayload.parse({
      announcements: [{ ticker: "600519", id: "a3", title: "<img src=x>", date: "2025-06-20" }],
    });
    expect(() => normalizePayload(blank)).toThrow(BlankTextError);
  });
});
