/** The logo files of src/assets/brand/, by file name: brand.json names which one is the brand's and which the provider's. */
const files = import.meta.glob<string>("../../assets/brand/*.svg", { eager: true, query: "?url", import: "default" });

const urls: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf("/") + 1), url]),
);

export function logoUrl(file: string): string | undefined {
  return Object.hasOwn(urls, file) ? urls[file] : undefined;
}
