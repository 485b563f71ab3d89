/**
 * Ingested text (announcements, names) is data, never instructions: phrases that read as orders to a model
 * ("忽略以上指令", "ignore previous instructions", role tags) are replaced before the text is stored or shown to one.
 */
export const NEUTRALIZED = "〔已中和的指令性文本〕";

const PATTERNS: readonly RegExp[] = [
  new RegExp(
    "(忽略|无视|忘记|忘掉|不要理会|跳过)(掉)?(以上|上面|上述|之前|前面|先前|所有|全部|一切)?(的)?(所有|全部)?" +
      "(指令|指示|提示词?|要求|规则|设定|内容)",
    "g",
  ),
  new RegExp(
    "(请|必须|务必|直接)?(给出|输出|得出|作出|做出|返回)(一个)?" +
      "(看多|看空|买入|卖出|增持|减持|强烈推荐|推荐)(的)?(结论|评级|判断|建议|立场|观点)",
    "g",
  ),
  /(你|您)(现在)?(是|扮演|充当)(一个|一名)?[^，。,.;；]{0,12}(助手|模型|AI|裁判|分析师|角色)/g,
  new RegExp(
    String.raw`\b(ignore|disregard|forget)\s+(all\s+|any\s+)?(previous|prior|above|earlier|the)\s+` +
      String.raw`(instructions?|prompts?|rules?|context)\b`,
    "gi",
  ),
  /\byou\s+are\s+now\b[^.。]{0,40}/gi,
  /<\/?\s*(system|assistant|user|instructions?|evidence|prompt)\s*>/gi,
  /(^|\s)(system|assistant)\s*[:：]/gi,
];

export function neutralizeInstructions(text: string): { text: string; neutralized: number } {
  let count = 0;
  let out = text;
  for (const re of PATTERNS) {
    out = out.replace(re, (match, lead: unknown) => {
      count++;
      // Keep a leading space captured by the role-tag pattern, so words do not run together.
      return `${typeof lead === "string" && /^\s$/.test(lead) ? lead : ""}${NEUTRALIZED}`;
    });
  }
  return { text: out, neutralized: count };
}
