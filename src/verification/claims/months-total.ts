import { digitOrTen } from "../chinese-digits";

/**
 * "3月大涨17.5%，4月又涨8.5%，两个月累计涨了约27%", "2025年12月跌6%、1月再跌9%，合计跌去约15%": a total over the
 * calendar months the clauses before sized one by one. It is the move over the span of those months, from the close
 * before the first to the last close of the last ("3月至4月累计…", read by check-calendar-bars.ts), not the sum of
 * the stated moves and not a window of N sessions.
 */

/**
 * The total's lead: "两个月累计", "这三个月合计", "前后两个月", or a bare 累计 / 合计 / 加起来 / 叠加 opening the
 * clause (an adverb or a subject of up to four characters may stand before it).
 */
const TOTAL = new RegExp(
  String.raw`^\s*(?:[^\d，,。；;%月]{0,4}?)(?:(?:这|前后|近|连续)?\s*([两俩二三四五六]|[2-6])\s*个?\s*月\s*` +
    String.raw`(?:来|里|内|下来|间)?\s*(累计|合计|共计|一共|总共|加起来|叠加|共)?|(累计|合计|加起来|叠加|两月合计))`,
);
/**
 * The move after the lead ("涨了约27%", "跌去约15%", "跌幅约为26%", "跌了快17%"): its side (group 1), its bound
 * (group 2; 快 is 近) and its size (group 3), read back in the words the month checks read ("下跌约15%").
 */
const SIZED_MOVE = new RegExp(
  String.raw`^\s*(?:又|再|共|则|已|已经|反而|却|竟)?\s*(上涨|下跌|涨|跌|上升|下降|回落|回撤|反弹)(?:了|去|掉|幅)?\s*` +
    String.raw`(?:为|达到?|是)?\s*(约为|约|近|超过|逾|不到|不足|大约|快)?\s*(\d+(?:\.\d+)?\s*%(?:左右|上下)?)`,
);
/** A calendar month sized in a clause: "3月大涨17.5%", "2025年12月跌6%", "4月单月又涨8.5%" (not "3月19日"). */
const MONTH_MOVE = new RegExp(
  String.raw`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月(?!\s*\d{1,2}\s*日)(?:份)?` +
    // "3月-9%": a signed size is a sized move too.
    String.raw`(?:[^，,。；;\d]{0,8}?(?:涨|跌|升|降|回落|反弹)[^，,。；;]{0,6}?|\s*(?:约)?\s*[-+−])\d+(?:\.\d+)?\s*%`,
  "g",
);

type Month = { month: number; year: boolean; text: string };

/** The clause rewritten as the move over the months sized before it in its sentence; the clause itself when not. */
export function withMonthsTotal(text: string, earlier: readonly string[]): string {
  const lead = TOTAL.exec(text);
  // "今年以来累计上涨约18.7%": a total with a window of its own is over that window, not the months before.
  if (!lead || /年|以来|至今|季|周|日/.test(lead[0])) return text;
  const rest = text.slice(lead[0].length);
  const move = SIZED_MOVE.exec(rest);
  if (/\d\s*月|\d\s*日|年|周|交易日/.test(rest) || !move) return text;
  const months = earlier.flatMap(monthsSized);
  if (months.length < 2) return text;
  const first = months[0]!;
  const last = months.at(-1)!;
  // 俩 is spoken 两 ("俩月").
  const count = lead[1] ? (digitOrTen(lead[1] === "俩" ? "两" : lead[1]) ?? Number(lead[1])) : months.length;
  // The months must run one after another, as many as the total names: "3月…，4月…，两个月累计" is March and April.
  if (count !== months.length || !consecutive(months)) return text;
  const side = /涨|升|反弹/.test(move[1]!) ? "上涨" : "下跌";
  const bound = move[2] === "快" ? "近" : move[2] === "约为" ? "约" : (move[2] ?? "");
  // "12月至2026年1月": the span's year is its last month's (a first month after the last is the year before's).
  const from = last.year ? `${first.month}月` : first.text;
  return `${from}至${last.text}累计${side}${bound}${move[3]}${rest.slice(move[0].length)}`;
}

function monthsSized(clause: string): Month[] {
  return [...clause.matchAll(MONTH_MOVE)].map((hit) => {
    const month = Number(hit[2]);
    return { month, year: hit[1] !== undefined, text: `${hit[1] ? `${hit[1]}年` : ""}${month}月` };
  });
}

/** Each month the one after the month before it (December then January when a year turns). */
const consecutive = (months: readonly Month[]): boolean =>
  months.every((m, i) => i === 0 || m.month === (months[i - 1]!.month % 12) + 1);
