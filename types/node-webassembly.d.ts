/**
 * Node has the WebAssembly global, but @types/node 20 leaves its declaration to the DOM library,
 * which the server's type check (tsconfig.node.json) does not load. This is the part the server uses.
 */
declare namespace WebAssembly {
  interface Module {}
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
}
