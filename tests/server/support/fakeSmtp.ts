/** Just enough of an SMTP server to take messages (no TLS, no auth), on a free loopback port; it can be made to refuse mail. */
import { createServer, type AddressInfo, type Server } from "node:net";

export interface FakeSmtp {
  port: number;
  /** The messages taken, each as its raw lines joined by "\n". */
  messages: string[];
  /** While true, every connection is answered "421 service not available" and closed, as a server that cannot take mail now. */
  refusing: boolean;
  /** While true, every connection is accepted and never answered, as a server that hangs. */
  silent: boolean;
  server: Server;
}

export async function fakeSmtp(): Promise<FakeSmtp> {
  const fake = { messages: [] as string[], refusing: false, silent: false } as FakeSmtp;
  fake.server = createServer((socket) => {
    if (fake.silent) return;
    if (fake.refusing) return void socket.end("421 4.3.2 fake.test Service not available, try again later\r\n");
    socket.setEncoding("utf8");
    let buffer = "";
    let data: string[] | undefined;
    socket.write("220 fake.test ESMTP\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            fake.messages.push(data.join("\n"));
            data = undefined;
            socket.write("250 2.0.0 queued\r\n");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 fake.test\r\n");
        else if (/^DATA/i.test(line)) {
          data = [];
          socket.write("354 end with .\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  fake.port = (fake.server.address() as AddressInfo).port;
  return fake;
}
