/**
 * What a person can read of a structured reply while it is still being written. Models answer in JSON (the debater,
 * judge and role schemas); viewers of a live debate should see the Chinese text of each claim grow, never braces,
 * keys, evidence objects, numbers of scores or point ids. This is an incremental reader of partial JSON: fed raw
 * chunks split anywhere (mid-key, mid-string, mid-escape), it emits only the prose fields, one line each, labelled
 * in Chinese, and enum fields (stance, conviction, directions) through the shared labels.
 *
 * What it emits is held to two promises: it is only ever appended to (a viewer concatenates the pieces), and it never
 * shows what the finished turn would not: point ids are removed, and the compliance filter runs on every string
 * before any of it is sent, with the tail that could still become a banned phrase or an id held back until the string
 * goes on or ends. A string whose filtered text stops extending what was already sent (a forecast pattern completed
 * only by later characters) sends nothing more: the finished turn shows its filtered text.
 */
import { sanitize } from "../compliance/compliance";
import { CONVICTION_ZH, DIRECTION_ZH, HORIZON_ZH, STANCE_ZH } from "../domain/labels";

/** A field a person reads: its line label, or how an enum value reads. Paths are keys joined by ".", arrays as "*". */
type Field =
  | { kind: "prose"; label: string }
  | { kind: "enum"; label: string; words: Readonly<Record<string, string>>; group?: string };

const HORIZON_LABEL: Record<string, string> = Object.fromEntries(HORIZON_ZH);
const horizon = (key: string): Field => ({
  kind: "enum",
  label: HORIZON_LABEL[key]!,
  words: DIRECTION_ZH,
  group: "方向：",
});

const FIELDS: Readonly<Record<string, Field>> = {
  // debater
  stance: { kind: "enum", label: "立场：", words: STANCE_ZH },
  "points.*.claim": { kind: "prose", label: "" },
  // graph roles
  "evidence.*.claim": { kind: "prose", label: "" },
  "counterPoints.*.claim": { kind: "prose", label: "反向论点：" },
  conclusion: { kind: "prose", label: "结论：" },
  conviction: { kind: "enum", label: "信心：", words: CONVICTION_ZH },
  "horizons.day": horizon("day"),
  "horizons.week": horizon("week"),
  "horizons.month": horizon("month"),
  riskChanges: { kind: "prose", label: "风险辩论带来的变化：" },
  // judge
  coreConclusion: { kind: "prose", label: "核心结论：" },
  "disputeFocus.*": { kind: "prose", label: "争议焦点：" },
  "risks.*": { kind: "prose", label: "风险提示：" },
  confidence: { kind: "prose", label: "把握程度：" },
};

/** A point id as the engine makes them (`bull-t1-p2`, `risk_aggressive-t9-c1`), and the rebuttal opener around one. */
const POINT_ID = String.raw`[A-Za-z][A-Za-z_]*-[tr]\d+-[pc]\d+`;
const REBUT_OPENER = new RegExp(String.raw`针对\s*${POINT_ID}\s*[：:，,]?\s*`, "gu");
const BARE_ID = new RegExp(POINT_ID, "gu");
const ASCII_WORD = /[A-Za-z0-9_-]/;

/** Point ids are for machines and links, never prose; a claim's line breaks are a reply's formatting, not content. */
function cleanProse(text: string, banned: readonly string[]): string {
  const plain = text.replace(REBUT_OPENER, "").replace(BARE_ID, "").replace(/\s+/gu, " ");
  return sanitize(plain, banned).text;
}

export interface ReadableReplyOptions {
  /** The compliance filter's phrases (the room's configured list). */
  banned: readonly string[];
  /** Receives each new piece of readable text; the pieces concatenated are the whole readable text. */
  emit: (text: string) => void;
}

type Frame = { kind: "object"; key: string | null } | { kind: "array" };

/** The string being read: raw decoded value so far, what of it was sent, and its pending escape. */
interface OpenString {
  isKey: boolean;
  field: Field | undefined;
  value: string;
  sent: string;
  stopped: boolean;
  escape: null | "start" | { hex: string };
}

/**
 * A reader for one reply attempt: `push` it raw chunks as they arrive. Text before the first `{` (a code fence, a
 * model's preamble) and after the object closes is not part of the reply's content and is skipped.
 */
export function readableReply(options: ReadableReplyOptions) {
  const hold = Math.max(8, ...options.banned.map((b) => b.length));
  const stack: Frame[] = [];
  let started = false;
  let ended = false;
  let str: OpenString | null = null;
  let literal = false;
  let anything = false;
  let group: string | null = null;

  const path = () => stack.map((f) => (f.kind === "array" ? "*" : (f.key ?? ""))).join(".");

  /** Starts a new line (or continues a group line such as 方向：一日上涨、一周持平). */
  const open = (field: Field, label: string) => {
    if (field.kind === "enum" && field.group) {
      if (group === field.group) return options.emit(`、${label}`);
      group = field.group;
      return options.emit(`${anything ? "\n" : ""}${field.group}${label}`);
    }
    group = null;
    const line = `${anything ? "\n" : ""}${label}`;
    if (line !== "") options.emit(line);
  };

  /**
   * Sends what of the open prose string is settled. The filters run over everything read so far (so a phrase or id
   * that is complete is removed wherever the chunks split it); then a tail that could still become one is held back.
   */
  const flushProse = (s: OpenString, final: boolean) => {
    if (s.stopped || !s.field || s.field.kind !== "prose") return;
    let clean = cleanProse(s.value, options.banned);
    if (!final) {
      let end = Math.max(0, clean.length - hold);
      while (end > 0 && ASCII_WORD.test(clean[end - 1]!)) end--;
      if (clean.slice(Math.max(0, end - 2), end) === "针对") end -= 2;
      else if (clean[end - 1] === "针") end -= 1;
      // Never split a surrogate pair.
      if (end > 0 && /[\uD800-\uDBFF]/.test(clean[end - 1]!)) end--;
      clean = clean.slice(0, end);
    }
    const text = clean.trimStart();
    if (!text.startsWith(s.sent)) {
      s.stopped = true;
      return;
    }
    const more = text.slice(s.sent.length);
    if (more === "") return;
    if (s.sent === "") open(s.field, s.field.label);
    options.emit(more);
    s.sent = text;
    anything = true;
  };

  const endString = (s: OpenString) => {
    if (s.isKey) {
      const top = stack.at(-1);
      if (top?.kind === "object") top.key = s.value;
      return;
    }
    if (s.field?.kind === "prose") return flushProse(s, true);
    if (s.field?.kind === "enum") {
      const word = s.field.words[s.value.trim()];
      if (word === undefined) return;
      open(s.field, `${s.field.label}${word}`);
      anything = true;
    }
  };

  const readChar = (c: string) => {
    if (str) {
      const s = str;
      if (s.escape === "start") {
        const simple: Record<string, string> = {
          n: "\n",
          t: "\t",
          r: "\r",
          b: "\b",
          f: "\f",
          '"': '"',
          "\\": "\\",
          "/": "/",
        };
        if (c === "u") s.escape = { hex: "" };
        else {
          s.value += simple[c] ?? c;
          s.escape = null;
        }
        return;
      }
      if (s.escape) {
        s.escape.hex += c;
        if (s.escape.hex.length === 4) {
          const code = Number.parseInt(s.escape.hex, 16);
          if (Number.isFinite(code)) s.value += String.fromCharCode(code);
          s.escape = null;
        }
        return;
      }
      if (c === "\\") s.escape = "start";
      else if (c === '"') {
        str = null;
        endString(s);
      } else s.value += c;
      return;
    }
    if (literal) {
      if (!/[\s,\]}]/.test(c)) return;
      literal = false;
    }
    const top = stack.at(-1);
    if (c === '"') {
      const isKey = top?.kind === "object" && top.key === null;
      str = { isKey, field: isKey ? undefined : FIELDS[path()], value: "", sent: "", stopped: false, escape: null };
    } else if (c === "{") stack.push({ kind: "object", key: null });
    else if (c === "[") stack.push({ kind: "array" });
    else if (c === "}" || c === "]") {
      stack.pop();
      if (stack.length === 0) ended = true;
    } else if (c === ",") {
      if (top?.kind === "object") top.key = null;
    } else if (!/[\s:]/.test(c)) literal = true;
  };

  return {
    push(raw: string): void {
      for (const c of raw) {
        if (ended) return;
        if (!started) {
          if (c !== "{") continue;
          started = true;
        }
        readChar(c);
      }
      if (str && !str.isKey) flushProse(str, false);
    },
  };
}
