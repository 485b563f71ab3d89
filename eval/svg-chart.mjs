// A grouped bar chart as standalone SVG (no dependencies): one group per category, one bar per series, 0-100%.

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * `groups`: [{ label, values: [number|null per series] }] with values in 0..1; `series`: [{ name, color }].
 * Missing values (null) are drawn as "n/a".
 */
export function barChart({ title, subtitle = "", groups, series, width = 720, height = 360 }) {
  const m = { top: 64, right: 20, bottom: 56, left: 48 };
  const w = width - m.left - m.right;
  const h = height - m.top - m.bottom;
  const groupW = w / groups.length;
  const barW = Math.min(48, (groupW * 0.8) / series.length);
  const y = (v) => m.top + h - v * h;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${m.left}" y="22" font-size="15" font-weight="600">${esc(title)}</text>`,
    `<text x="${m.left}" y="40" fill="#555">${esc(subtitle)}</text>`,
  ];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    out.push(
      `<line x1="${m.left}" x2="${m.left + w}" y1="${y(t)}" y2="${y(t)}" stroke="${t === 0.5 ? "#999" : "#e5e5e5"}"${t === 0.5 ? ' stroke-dasharray="4 3"' : ""}/>`,
    );
    out.push(`<text x="${m.left - 6}" y="${y(t) + 4}" text-anchor="end" fill="#555">${t * 100}%</text>`);
  }
  groups.forEach((g, gi) => {
    const x0 = m.left + gi * groupW + (groupW - barW * series.length) / 2;
    g.values.forEach((v, si) => {
      const x = x0 + si * barW;
      if (v === null || v === undefined) {
        out.push(
          `<text x="${x + barW / 2}" y="${y(0) - 4}" text-anchor="middle" fill="#999" font-size="10">n/a</text>`,
        );
        return;
      }
      out.push(
        `<rect x="${x + 2}" y="${y(v)}" width="${barW - 4}" height="${y(0) - y(v)}" fill="${series[si].color}"><title>${esc(series[si].name)}: ${(v * 100).toFixed(1)}%</title></rect>`,
      );
      out.push(
        `<text x="${x + barW / 2}" y="${y(v) - 4}" text-anchor="middle" font-size="10">${Math.round(v * 100)}</text>`,
      );
    });
    out.push(
      `<text x="${m.left + gi * groupW + groupW / 2}" y="${m.top + h + 18}" text-anchor="middle">${esc(g.label)}</text>`,
    );
  });
  let lx = m.left;
  for (const s of series) {
    out.push(`<rect x="${lx}" y="${height - 22}" width="12" height="12" fill="${s.color}"/>`);
    out.push(`<text x="${lx + 16}" y="${height - 12}">${esc(s.name)}</text>`);
    lx += 24 + s.name.length * 7.5;
  }
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}
