/**
 * The logo files of src/assets/brand/, by file name: brand.json names which one is the brand's and
 * which the provider's. Each is a data URI, so the header shows it with no request of its own; made
 * from the SVG's text rather than base64 (what the build inlines), because the text gzips to a third
 * of its size in the page's script and base64 hardly at all.
 */
const files = import.meta.glob<string>("../../assets/brand/*.svg", { eager: true, query: "?raw", import: "default" });

const urls: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([path, svg]) => [path.slice(path.lastIndexOf("/") + 1), `data:image/svg+xml,${encodeURIComponent(svg)}`]),
);

export function logoUrl(file: string): string | undefined {
  return Object.hasOwn(urls, file) ? urls[file] : undefined;
}
