import { describe, expect, it } from "vitest";
import { mdText, mdUrl } from "../../src/report/markdown-text";

describe("untrusted text in the Markdown report stays text", () => {
  it("turns what can open a tag or an entity into entities; a > inside a line opens nothing and stays", () => {
    expect(mdText(`<img src=x onerror="alert(1)">公告<script>x</script> & 1<2`)).toBe(
      `&lt;img src=x onerror="alert(1)">公告&lt;script>x&lt;/script> &amp; 1&lt;2`,
    );
    expect(mdText("综合分65>60且事实性100≥70")).toBe("综合分65>60且事实性100≥70");
  });

  it("escapes links, images, emphasis, code, table pipes and strikethrough", () => {
    expect(mdText("[x](javascript:alert(1)) ![i](http://e/x.png)")).toBe(
      "\\[x\\](javascript:alert(1)) !\\[i\\](http&#58;//e/x.png)",
    );
    expect(mdText("**粗** _斜_ `code` a|b ~~删~~ \\")).toBe(
      "\\*\\*粗\\*\\* \\_斜\\_ \\`code\\` a\\|b \\~\\~删\\~\\~ \\\\",
    );
  });

  it("leaves no bare URL for an autolinker: :// and a leading www. are written with entities", () => {
    expect(mdText("详见 https://evil.example/x 或 www.evil.example")).toBe(
      "详见 https&#58;//evil.example/x 或 www&#46;evil.example",
    );
  });

  it("never starts a block: line breaks become spaces, leading heading/list markers are escaped", () => {
    expect(mdText("第一行\n\n# 标题")).toBe("第一行 # 标题");
    expect(mdText("# 标题")).toBe("\\# 标题");
    expect(mdText("- 列表")).toBe("\\- 列表");
    expect(mdText("1. 列表")).toBe("1\\. 列表");
    expect(mdText("> 引用")).toBe("\\> 引用");
  });

  it("leaves ordinary Chinese financial text as it is", () => {
    const text = "贵州茅台(600519) 2024年报 营业总收入 1741.44亿元，同比+15.66%（东方财富F10，披露 2025-04-03）";
    expect(mdText(text)).toBe(text);
    expect(mdText("-5.2%的跌幅")).toBe("-5.2%的跌幅");
  });

  it("links only http(s) URLs, with characters that could end the link encoded", () => {
    expect(mdUrl("javascript:alert(1)")).toBeNull();
    expect(mdUrl("data:text/html,<script>")).toBeNull();
    expect(mdUrl("not a url")).toBeNull();
    expect(mdUrl("https://data.eastmoney.com/notices/detail/600519/AN1.html")).toBe(
      "https://data.eastmoney.com/notices/detail/600519/AN1.html",
    );
    expect(mdUrl("https://e.com/a)b(c")).toBe("https://e.com/a%29b%28c");
  });
});
