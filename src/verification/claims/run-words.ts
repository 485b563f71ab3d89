/**
 * Words that say a move runs on over periods ("连续两年下降", "逐年回落", "负债率持续下降", "稳步提升", "不断改善"):
 * a run is of the years, not of the one quarter a clause after it names (evidence-period.ts), and a run of levels
 * with no years runs up to the year its sentence turns at (chains.ts).
 */
export const RUN_WORDS = String.raw`连[增升降减涨跌]|连续|逐年|逐季|多年|一路|持续|进一步|稳步|不断`;
