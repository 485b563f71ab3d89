// One RFC 4180 reader for the reference CSVs, shared by scripts/build-sample.mjs and the tests that check the sample.

/**
 * Rows of cells: quoted fields may hold commas, doubled quotes and line breaks; a leading BOM is dropped.
 * @param {string} text
 * @returns {string[][]}
 */
export function parseCsvRows(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // A blank line is one empty cell: it carries no record.
  return rows.filter((r) => r.length > 1 || r[0] !== "");
}

/**
 * Records keyed by the header; missing trailing cells read as "".
 * @param {string} text
 * @returns {Record<string, string>[]}
 */
export function parseCsv(text) {
  const [header, ...body] = parseCsvRows(text);
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}
