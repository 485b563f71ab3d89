/**
 * "此后", "之后", "自那以后": the time after one named before in the sentence. A clause they open speaks of the periods
 * that follow (a move since a day, the years after a year, a turn of the quarters after one), never of the one named.
 */
export const AFTER_THEN = "此后|之后|其后|随后|自那以后|那之后|从那以后";
