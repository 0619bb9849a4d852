import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultsHistory, settings } from "#server/db/schema.ts";
import { MAX_PDF_BYTES } from "#shared/limits.ts";
import { MSG_PROVIDER_NOT_FOUND } from "#shared/messages/analysis.ts";
import { MSG_EMAIL_INVALID, MSG_TEXT_HAS_NUL } from "#shared/messages/general.ts";
import { MSG_RESULT_NOT_FOUND } from "#shared/messages/result.ts";
import {
  MSG_ANALYSIS_DISABLED,
  MSG_EMAIL_REQUIRED,
  MSG_NAME_REQUIRED,
  MSG_PDF_EMPTY,
  MSG_PDF_NO_TEXT_LAYER,
  MSG_PDF_NOT_A_PDF,
  MSG_PDF_REQUIRED,
  MSG_PDF_TOO_LARGE,
  MSG_PROVIDER_REQUIRED,
  MSG_UPLOAD_ONE_FILE,
  MSG_UPLOAD_RATE_LIMITED,
  MSG_UPLOAD_UNREADABLE,
} from "#shared/messages/upload.ts";
import { ResultSchema } from "#shared/schemas/result.ts";
import { buildTestApp, expectError, type TestApp } from "#tests/support/build-test-app.ts";
import { comparable } from "#tests/support/comparable-extraction.ts";
import { INVOICE_FIXTURE_DIR, SCAN_FIXTURE_DIR } from "#tests/support/fixtures.ts";
import { multipartBody } from "#tests/support/multipart.ts";

const AWS_PDF = readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.pdf"));
const AWS_EXPECTED = JSON.parse(
  readFileSync(path.join(INVOICE_FIXTURE_DIR, "real-aws_invoice2data_1.expected.json"), "utf8"),
);
// A scan with nothing legible on it: OCR finds no text (the AWS scan among the fixtures is read).
const NO_TEXT_PDF = readFileSync(path.join(SCAN_FIXTURE_DIR, "unreadable-blank-page.pdf"));

let t: TestApp;
let providers: Array<{ id: string; name: string; enabled: boolean; estimated_esr: number | null }>;
const providerId = (name: string) => providers.find((p) => p.name === name)?.id ?? "";
const storedBills = () => {
  const dir = path.join(t.dataDir, "storage", "bills");
  return existsSync(dir) ? readdirSync(dir) : [];
};

function upload(
  fields: Record<string, string>,
  file?: { filename: string; bytes: Uint8Array },
  ip = "10.0.0.1",
) {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: "POST", url: "/api/analyses", remoteAddress: ip, ...body });
}
const validFields = () => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  cloudProviderId: providerId("AWS"),
});

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_RATE_LIMIT: "1000" });
  providers = (await t.app.inject({ url: "/api/providers" })).json();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/analyses then GET /api/results/:id", () => {
  it("analyses a real AWS invoice, stores the PDF and saves the result", async () => {
    const before = storedBills().length;
    const res = await upload(validFields(), { filename: "Invoice.PDF", bytes: AWS_PDF });
    expect(res.statusCode, res.body).toBe(201);
    const { resultId } = res.json() as { resultId: string };
    expect(resultId).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedBills()).toHaveLength(before + 1);

    const result = ResultSchema.parse((await t.app.inject({ url: `/api/results/${resultId}` })).json());
    expect(result).toMatchObject({
      id: resultId,
      name: "Ada Lovelace",
      email: "ada@example.com",
      provider_name: "AWS",
    });
    const aws = providers.find((p) => p.name === "AWS");
    expect(comparable(result.extracted_data)).toEqual(
      comparable({ ...AWS_EXPECTED, ...savingsFieldsOf(result.extracted_data) }),
    );
    // This legacy invoice prints no net: computed from charges and credits, it is never high.
    expect(result.extracted_data.provenance?.net_charges).toMatchObject({
      derived: true,
      confidence: "medium",
    });
    expect(result.extracted_data.provider_estimated_esr).toBe(aws?.estimated_esr);
    expect(result.extracted_data.total_monthly_spend).toBe(AWS_EXPECTED.total_monthly_spend);

    const [row] = await t.services.database.db
      .select()
      .from(resultsHistory)
      .where(eq(resultsHistory.id, resultId));
    expect(row?.pdf_url).toMatch(/^bills\/\d{13}-[0-9a-f]{12}\.pdf$/);
    const stored = readFileSync(path.join(t.dataDir, "storage", row?.pdf_url ?? ""));
    expect(stored.equals(AWS_PDF)).toBe(true);
  });

  it("trims the name and email it saves", async () => {
    const res = await upload(
      { ...validFields(), name: "  Grace Hopper ", email: " grace@example.com  " },
      { filename: "bill.pdf", bytes: AWS_PDF },
    );
    const { resultId } = res.json() as { resultId: string };
    const result = (await t.app.inject({ url: `/api/results/${resultId}` })).json();
    expect(result).toMatchObject({ name: "Grace Hopper", email: "grace@example.com" });
  });
});

// The savings figures depend on the provider's ESR at upload time, which the fixture does not know.
function savingsFieldsOf(data: Record<string, unknown>) {
  const keys = ["provider_estimated_esr", "estimated_monthly_savings", "estimated_yearly_savings"];
  return Object.fromEntries(keys.map((k) => [k, data[k]]));
}

describe("validation, in the spec's order, with the catalogue's words", () => {
  const pdf = { filename: "bill.pdf", bytes: AWS_PDF };
  it.each([
    ["missing name", { name: "" }, pdf, MSG_NAME_REQUIRED],
    ["blank name", { name: "   " }, pdf, MSG_NAME_REQUIRED],
    ["name and email missing: name first", { name: "", email: "" }, pdf, MSG_NAME_REQUIRED],
    ["missing email", { email: " " }, pdf, MSG_EMAIL_REQUIRED],
    ["implausible email", { email: "not-an-email" }, pdf, MSG_EMAIL_INVALID],
    ["missing provider", { cloudProviderId: "" }, pdf, MSG_PROVIDER_REQUIRED],
    ["malformed provider id", { cloudProviderId: "aws" }, pdf, MSG_PROVIDER_NOT_FOUND],
    ["missing file", {}, undefined, MSG_PDF_REQUIRED],
    ["file not named .pdf", {}, { filename: "bill.txt", bytes: AWS_PDF }, MSG_PDF_REQUIRED],
    ["empty file", {}, { filename: "bill.pdf", bytes: new Uint8Array() }, MSG_PDF_EMPTY],
    [
      "a text file renamed .pdf",
      {},
      { filename: "bill.pdf", bytes: Buffer.from("hello, not a pdf") },
      MSG_PDF_NOT_A_PDF,
    ],
  ] as const)("%s", async (_label, override, file, message) => {
    const before = storedBills().length;
    expectError(await upload({ ...validFields(), ...override }, file), 400, message);
    expect(storedBills()).toHaveLength(before);
  });

  it("refuses a provider that does not exist", async () => {
    const res = await upload(
      { ...validFields(), cloudProviderId: "00000000-0000-4000-8000-000000000000" },
      pdf,
    );
    expectError(res, 400, MSG_PROVIDER_NOT_FOUND);
  });

  it("refuses a disabled provider ('Coming Soon')", async () => {
    expectError(
      await upload({ ...validFields(), cloudProviderId: providerId("Oracle") }, pdf),
      400,
      MSG_PROVIDER_NOT_FOUND,
    );
  });

  it("refuses a request that is not multipart", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/analyses", payload: { name: "x" } });
    expectError(res, 400, MSG_PDF_REQUIRED);
  });
});

describe("the 10 MB limit", () => {
  it("answers 413 past 10 MB and stores nothing", async () => {
    const big = Buffer.alloc(MAX_PDF_BYTES + 1, 0x20);
    big.write("%PDF-1.4\n", 0);
    const before = storedBills().length;
    expectError(await upload(validFields(), { filename: "big.pdf", bytes: big }), 413, MSG_PDF_TOO_LARGE);
    expect(storedBills()).toHaveLength(before);
  });

  it("accepts a file of exactly 10 MB as far as the size goes", async () => {
    const exact = Buffer.alloc(MAX_PDF_BYTES, 0x20);
    exact.write("%PDF-1.4\n", 0);
    const res = await upload(validFields(), { filename: "exact.pdf", bytes: exact });
    expect(res.statusCode).not.toBe(413);
    expect(res.statusCode).toBe(422);
  });
});

describe("invoices that cannot be analysed", () => {
  it("refuses a PDF with no text layer (a scan) with a message of its own and keeps nothing", async () => {
    const before = storedBills().length;
    expectError(
      await upload(validFields(), { filename: "scan.pdf", bytes: NO_TEXT_PDF }),
      422,
      MSG_PDF_NO_TEXT_LAYER,
    );
    expect(storedBills()).toHaveLength(before);
  });
});

describe("the analysis switch", () => {
  it("refuses uploads while analysis_enabled is not 'true'", async () => {
    const { db } = t.services.database;
    await db.update(settings).set({ value: "false" }).where(eq(settings.key, "analysis_enabled"));
    try {
      expectError(
        await upload(validFields(), { filename: "bill.pdf", bytes: AWS_PDF }),
        403,
        MSG_ANALYSIS_DISABLED,
      );
    } finally {
      await db.update(settings).set({ value: "true" }).where(eq(settings.key, "analysis_enabled"));
    }
  });

  it("treats a missing analysis_enabled row as on (docs/product.md#behaviour)", async () => {
    const { db } = t.services.database;
    await db.delete(settings).where(eq(settings.key, "analysis_enabled"));
    try {
      expect((await upload(validFields(), { filename: "bill.pdf", bytes: AWS_PDF })).statusCode).toBe(201);
    } finally {
      await db.insert(settings).values({ key: "analysis_enabled", value: "true" }).onConflictDoNothing();
    }
  });
});

describe("bodies a careless or hostile client sends", () => {
  const raw = (contentType: string, payload: string | Buffer) =>
    t.app.inject({
      method: "POST",
      url: "/api/analyses",
      remoteAddress: "10.0.0.7",
      headers: { "content-type": contentType },
      payload,
    });

  it("answers a multipart body without its boundary, or cut short, with a 400", async () => {
    expectError(await raw("multipart/form-data", "abc"), 400, MSG_UPLOAD_UNREADABLE);
    const full = multipartBody(validFields(), { filename: "bill.pdf", bytes: AWS_PDF });
    const cut = full.payload.subarray(0, full.payload.length - 200);
    expectError(await raw(full.headers["content-type"], cut), 400, MSG_UPLOAD_UNREADABLE);
  });

  it("answers two files, or too many fields, with a 400 and stores nothing", async () => {
    const before = storedBills().length;
    const two = multipartBody(validFields(), { filename: "a.pdf", bytes: AWS_PDF });
    const second = multipartBody({}, { filename: "b.pdf", bytes: AWS_PDF });
    const boundary = two.headers["content-type"].split("boundary=")[1] ?? "";
    const secondBoundary = second.headers["content-type"].split("boundary=")[1] ?? "";
    const payload = Buffer.concat([
      two.payload.subarray(0, two.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(second.payload.toString("latin1").replaceAll(secondBoundary, boundary), "latin1"),
    ]);
    expectError(await raw(two.headers["content-type"], payload), 400, MSG_UPLOAD_ONE_FILE);

    const manyFields = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`extra${i}`, "x"]));
    expectError(await upload({ ...validFields(), ...manyFields }), 400, MSG_UPLOAD_UNREADABLE);
    expect(storedBills()).toHaveLength(before);
  });

  it("refuses a NUL character in a text field with a 400 instead of a failed insert", async () => {
    const rows = (await t.services.database.db.select().from(resultsHistory)).length;
    const res = await upload(
      { ...validFields(), name: "Ada\u0000Lovelace" },
      { filename: "bill.pdf", bytes: AWS_PDF },
    );
    expectError(res, 400, MSG_TEXT_HAS_NUL);
    expect(await t.services.database.db.select().from(resultsHistory)).toHaveLength(rows);
  });
});

describe("no orphans", () => {
  it("removes the stored PDF when the insert fails, and keeps the driver's message from the client", async () => {
    const { db } = t.services.database;
    await db.execute(sql`create or replace function cbc_fail_insert() returns trigger language plpgsql as $$
      begin raise exception 'disk full (test)'; end $$`);
    await db.execute(
      sql`create trigger cbc_fail before insert on results_history for each row execute function cbc_fail_insert()`,
    );
    const before = storedBills().length;
    const rowsBefore = (await db.select().from(resultsHistory)).length;
    try {
      const res = await upload(validFields(), { filename: "bill.pdf", bytes: AWS_PDF });
      // The driver's words ("disk full (test)", a constraint or table name) stay in the log.
      expectError(res, 500, "Database insert failed: please try again in a moment.");
      expect(res.body).not.toContain("disk full");
      expect(storedBills()).toHaveLength(before);
      expect(await db.select().from(resultsHistory)).toHaveLength(rowsBefore);
    } finally {
      await db.execute(sql`drop trigger cbc_fail on results_history`);
    }
  });

  it("inserts nothing when storing the PDF fails", async () => {
    const broken = await buildTestApp({ UPLOAD_RATE_LIMIT: "1000" });
    try {
      // The storage folder's place is taken by a plain file: every write fails for real.
      writeFileSync(path.join(broken.dataDir, "storage"), "not a folder");
      const aws = ((await broken.app.inject({ url: "/api/providers" })).json() as typeof providers).find(
        (p) => p.name === "AWS",
      );
      const body = multipartBody(
        { name: "Ada", email: "ada@example.com", cloudProviderId: aws?.id ?? "" },
        { filename: "bill.pdf", bytes: AWS_PDF },
      );
      const res = await broken.app.inject({ method: "POST", url: "/api/analyses", ...body });
      expectError(res, 503, "File upload failed: please try again in a moment.");
      expect(res.body).not.toMatch(/ENOTDIR|EEXIST|storage/);
      expect(await broken.services.database.db.select().from(resultsHistory)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});

describe("GET /api/results/:id", () => {
  it.each(["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1' or '1'='1", "a".repeat(99)])(
    "answers 404 with the catalogue message for %j",
    async (id) => {
      expectError(
        await t.app.inject({ url: `/api/results/${encodeURIComponent(id)}` }),
        404,
        MSG_RESULT_NOT_FOUND,
      );
    },
  );
});

describe("per-IP upload rate limit", () => {
  it("answers 429 with a clear message past UPLOAD_RATE_LIMIT uploads a minute, per address", async () => {
    const limited = await buildTestApp({ UPLOAD_RATE_LIMIT: "2" }, { seed: false });
    try {
      const send = (ip: string) => {
        const body = multipartBody({ name: "", email: "", cloudProviderId: "" });
        return limited.app.inject({ method: "POST", url: "/api/analyses", remoteAddress: ip, ...body });
      };
      expect((await send("10.1.1.1")).statusCode).toBe(400);
      expect((await send("10.1.1.1")).statusCode).toBe(400);
      expectError(await send("10.1.1.1"), 429, MSG_UPLOAD_RATE_LIMITED);
      expect((await send("10.2.2.2")).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
