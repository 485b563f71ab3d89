/**
 * Figures a writer pairs with a list in turn without writing 分别, written with it so the pairing reads them so:
 * - 各 before a move and two or more figures means 分别 ("毛利率、净利率较2024年各降约0.8和1.7个百分点"); 各 before
 *   anything else ("各季度", "各项") is left alone;
 * - a clause of nothing but a basis, a move and as many figures as the 分别 of the clause before it paired
 *   ("Q3、Q4归母净利润分别为78.23亿、92.86亿元，同比降约33%和38%") pairs them the same way.
 */
const MOVE = "增长|下降|下滑|下跌|上涨|上升|提升|提高|回落|回升|减少|增加|降低|收窄|扩大|增|降|涨|跌|升";
const FIGURE = String.raw`(?:约|近|超|逾)?\s*[-+]?\d+(?:\.\d+)?\s*(?:%|个百分点|个|万亿元?|亿元?|元|倍)?`;
const AND = String.raw`\s*(?:和|、|与|及)\s*`;
const FIGURES = String.raw`${FIGURE}(?:${AND}${FIGURE})+`;
const EACH = new RegExp(String.raw`各(?=\s*(?:${MOVE}|为|是)\s*${FIGURES})`, "g");
const BASIS = String.raw`同比|环比|较上年|比上年|较(?:19|20)\d{2}年|比(?:19|20)\d{2}年`;
const BARE_MOVES = new RegExp(String.raw`^(\s*(?:${BASIS})?\s*)((?:${MOVE})${FIGURES}\s*)$`);
const COUNTED = /(?<![\d.])[-+]?\d+(?:\.\d+)?(?![\d.]|\s*年)/g;

export function respectiveWritten(sentence: string): string {
  const clauses = sentence.replace(EACH, "分别").split(/(?<=[,，])/);
  return clauses
    .map((clause, i) => {
      const before = clauses[i - 1];
      const bare = BARE_MOVES.exec(clause.replace(/[,，。!?\n\s]+$/, ""));
      if (!before || !bare || /分别|依次/.test(clause)) return clause;
      const at = before.search(/分别|依次/);
      if (at < 0) return clause;
      const paired = before.slice(at).match(COUNTED)?.length ?? 0;
      const own = bare[2]!.match(COUNTED)?.length ?? 0;
      return paired >= 2 && paired === own ? `${bare[1]}分别${clause.slice(bare[1]!.length)}` : clause;
    })
    .join("");
}
