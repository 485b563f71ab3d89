/**
 * The groups of companies a writer measures one company against. Their figures are not stored, so a figure or a
 * standing that belongs to a group is never checked as the company's own.
 */

/** A standing within a group of peers ("放在大行里不算慢", "保险股里不算贵"): the peers' figures are not stored. */
export const PEER_GROUPS =
  "股份行|城商行|农商行|大行|银行业?股?|券商|保险股?|险企|白酒股?|酒企|车企|整车(?:企业|厂|股)|" +
  "同行|同业|可比公司|行业|板块|A股|" +
  "权重股|蓝筹股?|同类(?:公司|个股)|" +
  // "在三大油里不算便宜", "四大行中最低": a group counted by its members; 两桶油 the two oil majors.
  "[两三四五六]大(?:油|行|险企|电池厂|白酒)|两桶油|国有大行";

/**
 * The financial groups as a writer names them ("与银行类似", "金融机构九成的负债率"): the groups whose own leverage
 * (about nine tenths) a comparison borrows, a subset of the peers above named more loosely (金融, 证券公司).
 */
export const FINANCIAL_GROUPS = "银行|金融(?:企业|机构|业|股|公司)?|保险(?:公司|业)?|险企|券商|证券公司";
