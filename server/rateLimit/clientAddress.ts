/**
 * The client a request comes from, for per-client rate limits. By default the socket's remote
 * address: X-Forwarded-For is written by whoever sends the request, so it is believed only as far
 * as the operator says (TRUST_PROXY), either
 * - by the proxies' own addresses (or networks): walking X-Forwarded-For from the right, starting
 *   with the socket, every listed proxy's word is taken for the address before it, and the first
 *   address that is not a listed proxy is the client. A request straight from a client (the server
 *   reachable directly) has a socket address that is not a proxy's, so its header is ignored; or
 * - by a number of proxies in front of the server, each of which appends the address it received
 *   from: the entry that many hops from the right is the client. Only safe when nothing can reach
 *   the server except through those proxies, since a direct request's header is believed too.
 */
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/** TRUST_PROXY: how many proxies, or which proxy addresses and networks, X-Forwarded-For is believed from. */
export type TrustedProxies = number | readonly string[];

/** When the address cannot be read (a socket already closed): one shared bucket, rather than none. */
const unknownClient = "unknown";

/**
 * TRUST_PROXY as written: unset, "false" or "0" for none; "true" for one proxy; a number of
 * proxies; or a comma-separated list of proxy addresses and networks (`10.0.0.5, 10.1.0.0/16, ::1`).
 */
export function trustedProxiesFrom(value: string | undefined): TrustedProxies {
  const text = value?.trim();
  if (!text || text === "false") return 0;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const listed = text.split(",").map((entry) => entry.trim());
  const wrong = listed.find((entry) => !proxyEntry(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be true, false, a number of proxies, or proxy addresses and networks (10.0.0.5, 10.1.0.0/16), not "${wrong}"`,
    );
  }
  return listed;
}

/** Works out each request's client, and says once if requests come through a proxy the server was not told of. */
export class ClientAddresses {
  readonly #proxies: BlockList | undefined;
  #warned = false;

  constructor(
    private readonly trusted: TrustedProxies = 0,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.#proxies = typeof trusted === "number" ? undefined : proxyList(trusted);
  }

  of(req: IncomingMessage): string {
    if (this.trusted === 0 && req.headers["x-forwarded-for"] !== undefined && !this.#warned) {
      this.#warned = true;
      this.log(
        "Requests carry X-Forwarded-For but TRUST_PROXY is unset: every client behind that proxy shares one rate-limit count (see server/README.md, Proxies)",
      );
    }
    return clientAddress(req, this.#proxies ?? (this.trusted as number));
  }
}

export function clientAddress(req: IncomingMessage, trusted: number | BlockList = 0): string {
  const socket = req.socket.remoteAddress;
  let address = socket;
  if (socket && trusted !== 0) {
    const header = req.headers["x-forwarded-for"];
    const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    address = typeof trusted === "number" ? byHops(socket, forwarded, trusted) : byProxyList(socket, forwarded, trusted);
  }
  return address ? clientKey(address) : unknownClient;
}

function byHops(socket: string, forwarded: string[], hops: number): string {
  const chain = [...forwarded, socket];
  const candidate = chain[Math.max(0, chain.length - 1 - hops)];
  return isIP(normalised(candidate)) ? candidate : socket;
}

/** From the socket leftwards, while the address is a listed proxy's, its word for the one before it is taken. */
function byProxyList(socket: string, forwarded: string[], proxies: BlockList): string {
  let address = socket;
  for (let i = forwarded.length - 1; i >= 0 && isProxy(proxies, address); i--) {
    if (!isIP(normalised(forwarded[i]))) break; // a proxy would not write that: go no further
    address = forwarded[i];
  }
  return address;
}

function isProxy(proxies: BlockList, address: string): boolean {
  const plain = normalised(address);
  const family = isIP(plain);
  return family !== 0 && proxies.check(plain, family === 6 ? "ipv6" : "ipv4");
}

function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = proxyEntry(entry);
    if (!parsed) throw new Error(`Not a proxy address or network: "${entry}"`);
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.type);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.type);
  }
  return list;
}

/** An address (`10.0.0.5`, `::1`) or a network (`10.1.0.0/16`), or undefined for anything else. */
function proxyEntry(entry: string): { address: string; prefix?: number; type: "ipv4" | "ipv6" } | undefined {
  const [address, prefixText, ...rest] = entry.split("/");
  const family = isIP(normalised(address));
  if (family === 0 || rest.length > 0) return undefined;
  const type = family === 6 ? "ipv6" : "ipv4";
  if (prefixText === undefined) return { address: normalised(address), type };
  const prefix = Number(prefixText);
  const widest = family === 6 ? 128 : 32;
  return /^\d+$/.test(prefixText) && prefix <= widest ? { address: normalised(address), prefix, type } : undefined;
}

/**
 * IPv4 as is (also when IPv6-mapped, ::ffff:1.2.3.4); IPv6 by its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise change address at every attempt.
 */
export function clientKey(address: string): string {
  const plain = normalised(address);
  if (isIP(plain) !== 6) return plain;
  return `${ipv6Groups(plain).slice(0, 4).join(":")}::/64`;
}

function normalised(address: string): string {
  const bare = address.split("%")[0].toLowerCase();
  return bare.startsWith("::ffff:") && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
}

/** The eight groups of an IPv6 address, "::" expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const groups = (part: string) => (part === "" ? [] : part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])));
  const [head, tail] = address.split("::");
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
