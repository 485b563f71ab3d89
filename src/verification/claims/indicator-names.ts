/**
 * "RSI", "DIF", "KDJ的J值", "换手率": indicators with readings of their own; a level such a subject moves to ("RSI跌到
 * 30附近") is the indicator's, never a price.
 */
export const INDICATOR_NAME = /RSI|MACD|DIF|DEA|KDJ|[JKD]值|BOLL|CCI|WR|ATR|威廉|乖离率?|BIAS|换手率|量比/i;
