/**
 * The report as a pull-request comment. A change found identically in several products (a shared
 * page) is listed once, under a heading naming those products, so a shared edit reads as one line.
 */
import type { Change } from "./changes.ts";
import { changeLine } from "./changeLines.ts";
import type { Describe } from "./describe.ts";
import type { JourneyDiff } from "./diffJourneySets.ts";

export function renderMarkdown(diff: JourneyDiff, describe: Describe): string {
  const title = `## Journey changes: \`${diff.before}\` → ${diff.after === "working tree" ? "working tree" : `\`${diff.after}\``}`;
  const shown = diff.changes.filter((c) => c.kind !== "loadProblem" && c.kind !== "versionNotBumped");
  const out = [title, ""];
  for (const c of diff.changes) {
    if (c.kind === "loadProblem") out.push(`**Error:** ${c.side}: \`${c.file}\`: ${c.message}`, "");
  }
  if (shown.length === 0 && !diff.changes.some((c) => c.kind === "loadProblem")) {
    return [...out, "No changes to the journeys.", ""].join("\n");
  }
  for (const c of diff.changes) {
    if (c.kind !== "versionNotBumped") continue;
    out.push(
      c.severity === "error"
        ? `**Error:** ${c.product}: the shared ${plural(c.sharedPages.length, "page")} ${c.sharedPages.map((p) => `\`${p}\``).join(", ")} changed but the version stayed ${c.version}; bump \`version\` in \`journeys/${c.product}/manifest.json\`.`
        : `**Warning:** ${c.product}: the journey changed but the version stayed ${c.version}.`,
      "",
    );
  }
  out.push(...versionTable(diff.changes));
  out.push(...grouped(diff.changes.filter((c) => c.kind !== "behaviour" && c.kind !== "text"), describe, "###"));
  const texts = diff.changes.filter((c) => c.kind === "text");
  if (texts.length > 0) out.push("### Catalogue texts and routes", "", ...texts.map((c) => `- ${changeLine(c, describe)}`), "");
  const behaviour = diff.changes.filter((c) => c.kind === "behaviour");
  if (diff.sampled) {
    out.push("### Answers that now behave differently", "");
    if (behaviour.length === 0) out.push(`None found (${diff.sampled}).`, "");
    else out.push(`Shortest examples found (${diff.sampled}):`, "", ...grouped(behaviour, describe, "####"));
  }
  return out.join("\n");
}

function versionTable(changes: Change[]): string[] {
  const rows = new Map<string, string>();
  for (const c of changes) {
    if (c.kind === "version") rows.set(c.product, `${c.from} → ${c.to}`);
    if (c.kind === "product") rows.set(c.product, c.change === "added" ? `new, ${c.version}` : `removed (was ${c.version})`);
    if (c.kind === "versionNotBumped") rows.set(c.product, `${c.version}, **not bumped**`);
  }
  if (rows.size === 0) return [];
  const sorted = [...rows].sort(([a], [b]) => a.localeCompare(b));
  return ["| Product | Version |", "|---|---|", ...sorted.map(([p, v]) => `| ${p} | ${v} |`), ""];
}

/** Lines keyed by their text; each goes under the set of products it was found in. */
function grouped(changes: Change[], describe: Describe, heading: string): string[] {
  const products = new Map<string, Set<string>>();
  for (const c of changes) {
    const line = changeLine(c, describe);
    if (line === undefined || !("product" in c) || !c.product) continue;
    if (!products.has(line)) products.set(line, new Set());
    products.get(line)!.add(c.product);
  }
  const sections = new Map<string, string[]>();
  for (const [line, set] of products) {
    const key = [...set].sort().join(", ");
    if (!sections.has(key)) sections.set(key, []);
    sections.get(key)!.push(line);
  }
  return [...sections].flatMap(([key, lines]) => [`${heading} ${key}`, "", ...collapseRepeats(lines).map((l) => `- ${l}`), ""]);
}

const NUMBERED = /`([A-Za-z][\w-]*?)(\d+)`/g;

/**
 * Repeated fields (`fine1` … `fine5`) change together: lines that differ only in that number are
 * said once, naming the first and last.
 */
function collapseRepeats(lines: string[]): string[] {
  const groups = new Map<string, { line: string; name: string; numbers: number[] }>();
  for (const line of lines) {
    const found = line.includes("\n") ? [] : [...line.matchAll(NUMBERED)];
    if (found.length !== 1) {
      groups.set(line, { line, name: "", numbers: [] });
      continue;
    }
    const [whole, name, n] = found[0];
    const key = line.replace(whole, `\`${name}{n}\``);
    const group = groups.get(key) ?? { line, name, numbers: [] };
    group.numbers.push(Number(n));
    groups.set(key, group);
  }
  return [...groups].map(([key, { line, name, numbers }]) => {
    if (numbers.length < 2) return line;
    const run = numbers.every((n, i) => i === 0 || n === numbers[i - 1] + 1);
    const names = run ? `\`${name}${numbers[0]}\` … \`${name}${numbers[numbers.length - 1]}\`` : numbers.map((n) => `\`${name}${n}\``).join(", ");
    return key.replace(`\`${name}{n}\``, names);
  });
}

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);
