/**
 * The client a request comes from, for per-client rate limits. By default the socket's remote
 * address: X-Forwarded-For is written by whoever sends the request, so it is believed only for as
 * many proxies as the operator says are in front of the server (TRUST_PROXY), each of which
 * appends the address it received from; the entry that many hops from the right is the client.
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/** When the address cannot be read (a socket already closed): one shared bucket, rather than none. */
const unknownClient = "unknown";

export function clientAddress(req: IncomingMessage, trustedProxies = 0): string {
  const socket = req.socket.remoteAddress;
  let address = socket;
  if (trustedProxies > 0) {
    const header = req.headers["x-forwarded-for"];
    const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").map((part) => part.trim()).filter(Boolean);
    const chain = [...forwarded, socket ?? ""];
    const candidate = chain[Math.max(0, chain.length - 1 - trustedProxies)];
    address = isIP(normalised(candidate)) ? candidate : socket;
  }
  return address ? clientKey(address) : unknownClient;
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
