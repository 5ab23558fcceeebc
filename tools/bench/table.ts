/** A Markdown table with padded columns: readable in a terminal and pasteable into a note. */
export function markdownTable(head: string[], rows: string[][], rightAligned: boolean[] = head.map((_, i) => i > 0)): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (rightAligned[i] ? (c ?? "").padStart(widths[i]) : (c ?? "").padEnd(widths[i]))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (rightAligned[i] ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

/** The machine's load, which goes with every timing figure. */
export function loadLine(load: number[], cpus: number): string {
  return `load average ${load.map((l) => l.toFixed(2)).join(" / ")} (1 / 5 / 15 min) on ${cpus} CPUs`;
}
