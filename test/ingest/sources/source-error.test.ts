import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  formatFieldPath,
  parseSourceShape,
  SourceShapeError,
  shapeErrorFromZod,
} from "../../../src/ingest/sources/source-error";

describe("SourceShapeError", () => {
  it("names the source and the field in its message", () => {
    const error = new SourceShapeError(
      "eastmoney-valuation",
      "result.data[0].PE_TTM",
      "expected number, received string",
    );
    expect(error.message).toBe(
      "eastmoney-valuation: unexpected response shape at result.data[0].PE_TTM: expected number, received string",
    );
    expect(error.name).toBe("SourceShapeError");
  });

  it("formats zod paths the way the field appears in the JSON", () => {
    expect(formatFieldPath(["result", "data", 3, "EPSJB"])).toBe("result.data[3].EPSJB");
    expect(formatFieldPath([0, "sc"])).toBe("[0].sc");
    expect(formatFieldPath([])).toBe("(root)");
  });

  it("takes the first failing field from a zod error", () => {
    const schema = z.object({ rows: z.array(z.object({ a: z.number(), b: z.string() })) });
    const result = schema.safeParse({
      rows: [
        { a: 1, b: "x" },
        { a: "2", b: 3 },
      ],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const error = shapeErrorFromZod("src", result.error);
    expect(error.field).toBe("rows[1].a");
  });

  it("parseSourceShape returns the parsed value or throws the named error", () => {
    const schema = z.object({ n: z.number() });
    expect(parseSourceShape("src", schema, { n: 1 })).toEqual({ n: 1 });
    expect(() => parseSourceShape("src", schema, "<html>")).toThrow(SourceShapeError);
    try {
      parseSourceShape("src", schema, "<html>");
    } catch (error) {
      expect((error as SourceShapeError).field).toBe("(root)");
    }
  });
});
