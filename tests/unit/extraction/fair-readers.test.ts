import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createReaderUsage } from "#server/analysis/reader-usage.ts";
import { createFairQueue } from "#server/extraction/pdf/fair-queue.ts";
import { createPdfTextPool } from "#server/extraction/pdf/pdf-text.ts";
import { runForReaderClient } from "#server/extraction/pdf/reader-client.ts";
import { nestedStatePdf } from "#tests/support/hostile-pdfs.ts";

const realAws = new Uint8Array(
  readFileSync(new URL("../../fixtures/invoices/real-aws_invoice2data_1.pdf", import.meta.url)),
);

describe("reader time per client", () => {
  it("charges every reading and holds a client back until its time ages out of the window", () => {
    let now = 0;
    const usage = createReaderUsage({ budgetMs: 1_000, windowMs: 60_000 }, () => now);
    usage.charge("a", 600);
    expect(usage.heldBackFor("a")).toBe(0);
    now = 10_000;
    usage.charge("a", 600);
    expect(usage.usedMs("a")).toBe(1_200);
    // Under budget again once the first charge (at 0) leaves the window at 60 s.
    expect(usage.heldBackFor("a")).toBe(50);
    expect(usage.heldBackFor("b")).toBe(0);
    now = 60_001;
    expect(usage.heldBackFor("a")).toBe(0);
  });

  it("serves the waiting client with fewer files running, then with less reader time, then the earliest", () => {
    const usage = createReaderUsage({ budgetMs: 60_000, windowMs: 60_000 });
    const queue = createFairQueue<{ name: string }>(usage);
    const job = (client: string, name: string) => {
      const value = { name };
      runForReaderClient(client, () => queue.push(value));
      return value;
    };
    job("attacker", "a1");
    job("attacker", "a2");
    job("attacker", "a3");
    job("visitor", "v1");
    expect(queue.shift()?.name).toBe("a1");
    // a1 still reading: the visitor, with nothing running, goes before the attacker's second file.
    expect(queue.shift()?.name).toBe("v1");
    expect(queue.shift()?.name).toBe("a2");
    expect(queue.length).toBe(1);
  });
});

describe("the reader pool serves clients in turn", () => {
  // One reader, the operator caps off: each nested file keeps it busy for a while.
  const pool = createPdfTextPool({
    size: 1,
    timeoutMs: 60_000,
    contentLimits: false,
    usage: createReaderUsage({ budgetMs: 600_000, windowMs: 600_000 }),
  });
  afterAll(() => pool.close());

  it("reads another visitor's invoice before a client's queued slow files (on main: after all of them)", async () => {
    const order: string[] = [];
    const read = (client: string, name: string, pdf: Uint8Array) =>
      // Page 1's text: the nested test pages hold one line, which readPdf would hand to the OCR lane.
      runForReaderClient(client, () => pool.readFirstPage(pdf)).then(() => order.push(name));
    const slow = nestedStatePdf(3_000);
    const attacker = [
      read("attacker", "a1", slow),
      read("attacker", "a2", slow),
      read("attacker", "a3", slow),
    ];
    const visitor = read("visitor", "v1", realAws);
    await Promise.all([...attacker, visitor]);
    expect(order.indexOf("v1")).toBeLessThan(order.indexOf("a2"));
  }, 120_000);
});
