import { minifySync } from "vite";

/**
 * A classic script the build writes as a file of its own (the bundler minifies chunks, not these),
 * minified as the chunks are.
 */
export function minifiedScript(fileName: string, source: string): string {
  const { code, errors } = minifySync(fileName, source);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors.map((error) => error.message).join("; ")}`);
  return code;
}
