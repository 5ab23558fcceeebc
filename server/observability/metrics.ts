/**
 * The server's Prometheus metrics (prom-client), in a registry of its own per server. Every label
 * comes from a fixed set (routes, schema fields, error codes, limit names): never a value a client
 * typed, so nothing personal reaches a metric and no client can make new series.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolUse } from "../db/index.ts";

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A statement on a local database takes well under a millisecond to a few. */
const dbLatencyBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export interface MetricsOptions {
  /** The database's connection pool, read at each scrape (PostgreSQL); without one no pool gauges are served. */
  poolUse?: () => PoolUse;
}

export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route and status code.",
    labelNames: ["route", "status"] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route.",
    labelNames: ["route"] as const,
    buckets: latencyBuckets,
    registers: [this.registry],
  });
  readonly graphqlOperations = new Counter({
    name: "graphql_operations_total",
    help: "GraphQL operations executed, by root field and result (ok, or error when the answer has errors).",
    labelNames: ["operation", "result"] as const,
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: "graphql_operation_duration_seconds",
    help: "Time to execute a GraphQL operation, by root field.",
    labelNames: ["operation"] as const,
    buckets: latencyBuckets,
    registers: [this.registry],
  });
  readonly quotesRated = new Counter({
    name: "quotes_rated_total",
    help: "Ratings (rateQuote and repriceQuote) by outcome: rated, declined, referred or error.",
    labelNames: ["operation", "outcome"] as const,
    registers: [this.registry],
  });
  readonly takeUps = new Counter({
    name: "take_ups_total",
    help: "takeUpQuote answers: taken_up, or the refusal's code.",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  readonly paymentFailures = new Counter({
    name: "payment_failures_total",
    help: "Card payments that failed (payLocalCard) or were not complete at take-up, by PaymentErrorCode.",
    labelNames: ["code"] as const,
    registers: [this.registry],
  });
  readonly quoteEmails = new Counter({
    name: "quote_emails_total",
    help: "Quote emails: sent, or failed (the transport refused, or the address cannot be mailed).",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  readonly rateLimitRefusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Attempts refused by a rate limit (TOO_MANY_ATTEMPTS, or 429), by limited action.",
    labelNames: ["action"] as const,
    registers: [this.registry],
  });
  readonly quotesDeleted = new Counter({
    name: "quotes_deleted_total",
    help: "Quotes never bought deleted by the 30-day retention job.",
    registers: [this.registry],
  });
  /** Labelled by kind alone (query, transaction): never by the SQL, let alone its values. */
  readonly dbDuration = new Histogram({
    name: "db_query_duration_seconds",
    help: "Time the database took, by kind: query (one statement, in a transaction or not) or transaction (BEGIN to COMMIT or ROLLBACK, the work between included).",
    labelNames: ["kind"] as const,
    buckets: dbLatencyBuckets,
    registers: [this.registry],
  });

  constructor({ poolUse }: MetricsOptions = {}) {
    // Process CPU, memory, handles and event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
    collectDefaultMetrics({ register: this.registry });
    // PGlite has no pool (one connection, statements taking turns): these exist only for PostgreSQL.
    if (poolUse) {
      const registry = this.registry;
      const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read(poolUse()));
          },
        });
      gauge("db_pool_clients", "Database connections the pool holds open, in use or idle.", (use) => use.total);
      gauge("db_pool_idle_clients", "Database connections open and idle.", (use) => use.idle);
      gauge("db_pool_waiting_clients", "Statements and transactions waiting for a connection: all are in use.", (use) => use.waiting);
      gauge("db_pool_max_clients", "The most connections the pool opens.", (use) => use.max);
    }
  }
}
