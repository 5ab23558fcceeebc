/** Builds the server bundle into outDir (default dist-server/) and returns it. */
export function buildServer(outDir?: string): Promise<string>;
/** The packages the server bundle holds or, for the external ones, imports. */
export function serverBundlePackages(): Promise<string[]>;
/** The server bundle in memory: the files it is made of (repository-relative) and each bundled file's code. */
export function serverBundleContents(): Promise<{ inputs: string[]; outputs: { path: string; text: string }[] }>;
