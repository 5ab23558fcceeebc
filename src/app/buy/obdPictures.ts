/** One drawing per OBD port location (src/assets/obd/LOC1.svg to LOC10.svg), by location code. */
const files = import.meta.glob<string>("../../assets/obd/*.svg", { eager: true, query: "?url", import: "default" });

const pictures: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [path.replace(/^.*\/(LOC\d+)\.svg$/, "$1"), url]),
);

export function obdPicture(code: string): string | undefined {
  return Object.hasOwn(pictures, code) ? pictures[code] : undefined;
}
