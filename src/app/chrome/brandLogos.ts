/**
 * The logo files of src/assets/brand/, by file name: brand.json names which one is the brand's and
 * which the provider's. Each is the SVG's own markup, for the header to draw inline: an <img> of an
 * SVG costs the browser a document of its own to load, lay out and paint before the page's first
 * paint, while inline it is laid out and painted with the page. The files are drawings only, with no
 * <title> or ARIA naming (a test holds them to it): the header names each logo in visually hidden
 * text beside it.
 */
const markup = import.meta.glob<string>("../../assets/brand/*.svg", { eager: true, query: "?raw", import: "default" });

const byFile: Record<string, string> = Object.fromEntries(
  Object.entries(markup).map(([path, svg]) => [path.slice(path.lastIndexOf("/") + 1), svg]),
);

export function logoSvg(file: string): string | undefined {
  return Object.hasOwn(byFile, file) ? byFile[file] : undefined;
}
