/**
 * What the browser build resolves `fast-uri` to (vite.config.ts). @rjsf/utils resolves a URI only
 * for a schema's `$ref` (and, in a draft 2020-12 schema, its `$id` lookups). Answer schemas hold
 * neither: the journey file schema's `answerSchema` allows no `$ref`, `$id` or `$schema`, and the
 * engine's answersSchema adds only a plain `$id` to the whole (tests/app/schemaStandIns.test.ts).
 * So fast-uri (about 7 KiB gzip) stays out of the page; were it ever called, the page fails loudly
 * rather than resolve a reference wrongly.
 */
function unreachable(name: string): never {
  throw new Error(`fast-uri's ${name} is not in the browser build: answer schemas hold no $ref`);
}

const uriResolverWithoutRefs = {
  resolve: (): never => unreachable("resolve"),
  equal: (): never => unreachable("equal"),
};

export default uriResolverWithoutRefs;
