import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { createLogger } from "../../server/observability/logger.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let server: TestServer;
let db: Db;
/** When true, any query on the vehicles table fails like a lost database connection would. */
let vehiclesBroken = false;
/** The server's log lines (warnings and errors). */
const lines: string[] = [];

beforeAll(async () => {
  db = await openDatabase({ memory: true });
  const flaky: Db = {
    ...db,
    query: (sql, params) => {
      if (vehiclesBroken && /FROM vehicles/.test(sql)) return Promise.reject(new Error(`relation "vehicles" is broken at ${sql}`));
      return db.query(sql, params);
    },
  };
  server = await startTestServer({
    db: flaky,
    logger: createLogger({ level: "warn", destination: { write: (line: string) => void lines.push(line) } }),
  });
}, startupTimeout);
afterAll(async () => {
  await server?.close();
  await db?.close();
});

describe("unexpected errors", () => {
  it("are masked for the client and logged on the server", async () => {
    lines.length = 0;
    vehiclesBroken = true;
    try {
      const response = await server.graphql('{ vehicleByReg(registration: "AB12CDE") { registration } }');
      expect(response.body.errors).toHaveLength(1);
      expect(response.body.errors![0].message).toBe("Unexpected error.");
      expect(response.body.errors![0].extensions?.code).toBe("INTERNAL_SERVER_ERROR");
      expect(response.text).not.toMatch(/relation|SELECT|stack|\.ts:\d+/);
      expect(lines.join("")).toContain('relation \\"vehicles\\" is broken');
    } finally {
      vehiclesBroken = false;
    }
  });

  it("do not stop the server", async () => {
    const response = await server.graphql('{ vehicleByReg(registration: "AB12CDE") { registration } }');
    expect(response.body).toEqual({ data: { vehicleByReg: { registration: "AB12 CDE" } } });
  });
});

describe("errors the domain raises for the client", () => {
  it("reach the client with their code and message, and are not logged as faults", async () => {
    lines.length = 0;
    const response = await server.graphql('{ vehicleByReg(registration: "!!") { registration } }');
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors![0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(response.body.errors![0].message).not.toBe("Unexpected error.");
    expect(response.body.errors![0].path).toEqual(["vehicleByReg"]);
    expect(lines).toEqual([]);
  });
});
