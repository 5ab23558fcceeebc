/** The server's Prometheus metrics, read the way an operator's scraper does (bearer token from playwright.config.ts). */
import { expect, type APIRequestContext } from "@playwright/test";

export type Metrics = (series: string) => number;

export async function scrapeMetrics(request: APIRequestContext): Promise<Metrics> {
  const response = await request.get("/metrics", { headers: { Authorization: `Bearer ${process.env.E2E_METRICS_TOKEN}` } });
  expect(response.status()).toBe(200);
  const text = await response.text();
  return (series) => {
    const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
}
