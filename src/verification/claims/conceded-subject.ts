import type { Assertion } from "./assertion";

const COUNT = "(?:[一二两三四五六七八九十\\d]+(?:年|个季度|季))";
const MOVE = "(?:连?(?:降|跌|减|升|涨|增|掉)|下滑|下降|下跌|回落|减少|增长|上升|上涨|回升|放缓|承压)";
/** A period the concession is dated by ("即便2025年回升", "尽管今年一季度有所回落"): a date, not a subject. */
const PERIOD =
  "(?:(?:\\d{4}|今|去|上)年(?:度|[一二三四]季度|上半年|下半年|前三季度)?|[一二三四]季度|Q[1-4]|上半年|前三季度)";
/**
 * Nothing but a concessive word, a period it is dated by and a move or streak: "即便连降三年", "尽管已连续两年下滑",
 * "虽然有所回落", "即便2025年回升", and a size or a continuation of the move ("即便2025年略有回落", "尽管小幅下滑",
 * "即便2025年继续增长", "即使2025年出现小幅下降", "就算掉了一点"): still no subject of its own.
 */
const MANNER = "(?:略有|略微|稍有|稍微|小幅|微幅|大幅|明显|显著|有所|继续|再度|再次|又|仍)";
const MOVE_ONLY = new RegExp(
  `^(?:即便|即使|就算|尽管|虽然|虽|哪怕)${PERIOD}?(?:是|已|已经|曾)?(?:出现|经历|遭遇)?${MANNER}?` +
    `(?:连续${COUNT})?${MOVE}了?(?:一点|一些|不少)?${COUNT}?$`,
);

/**
 * "即便连降三年，2024年归母净利润仍比2020年高出五成": a concession opening its sentence with a move and no subject
 * concedes it of the subject of the main clause after it, in the same sentence. It names no figure of its own. A
 * concession with a subject of its own ("即便需求下滑", "尽管价格战持续") is about that subject, not the metric.
 */
export function concededSubject(a: Assertion, next: Assertion | undefined): Assertion {
  if (!a.concessive || a.metric !== null || !a.direction || a.numbers.length > 0) return a;
  if (!MOVE_ONLY.test(a.text.trim().replace(/[，,]$/, ""))) return a;
  if (!next || next.sentence !== a.sentence || next.from !== a.from || next.metric === null) return a;
  return { ...a, metric: next.metric };
}
