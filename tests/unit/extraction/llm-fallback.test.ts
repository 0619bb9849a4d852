import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractWithLlm, type LlmConfig } from "#server/extraction/llm-fallback.ts";
import {
  MSG_LLM_BAD_STATUS,
  MSG_LLM_KEY_MISSING,
  MSG_LLM_NO_CONTENT,
  MSG_LLM_NO_JSON,
  MSG_LLM_PARSE_FAILED,
  MSG_LLM_REPLY_INCOMPLETE,
  MSG_LLM_TIMEOUT,
} from "#shared/messages/analysis.ts";
import { completion, startFakeLlm } from "#tests/support/fake-llm-server.ts";

const REPLY = {
  provider: "Oracle",
  currency: "usd",
  accountNumber: "ACC-1",
  invoiceNumber: 123456,
  invoiceDate: "March 15, 2025",
  invoiceSummary: [{ description: "Compute", amount: "-1,234.50" }],
};

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let config: LlmConfig;
beforeAll(async () => {
  llm = await startFakeLlm();
  config = { baseUrl: llm.baseUrl, apiKey: "test-key", model: "test-model" };
});
afterAll(() => llm.close());

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe("extractWithLlm", () => {
  it("sends one chat completion as docs/product.md#api and #limits say", async () => {
    llm.setReply({ body: completion(JSON.stringify(REPLY)) });
    await extractWithLlm("x".repeat(5000), config);
    const request = llm.received.at(-1);
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer test-key");
    expect(request?.body).toMatchObject({
      model: "test-model",
      temperature: 0,
      max_tokens: 500,
      stream: false,
    });
    const messages = request?.body.messages as Array<{ role: string; content: string }>;
    expect(messages).toHaveLength(1);
    expect(messages[0]?.role).toBe("user");
    expect(messages[0]?.content.endsWith(`\n${"x".repeat(3000)}`)).toBe(true);
  });

  it("reads a plain JSON reply and normalises it", async () => {
    llm.setReply({ body: completion(JSON.stringify(REPLY)) });
    expect(await extractWithLlm("text", config)).toEqual({
      provider: "Oracle",
      currency: "USD",
      account_number: "ACC-1",
      invoice_number: "123456",
      invoice_date: "2025-03-15",
      invoice_summary: [{ description: "Compute", amount: 1234.5 }],
      figures: {
        total_charges: null,
        credits: null,
        discount: null,
        savings_plan: null,
        net_charges: null,
        vat: null,
        service_charges: null,
      },
    });
  });

  it("reads amounts given as text by removing commas and signs, as absolute values", async () => {
    const amounts = ["1234", "1,234", "$1,234", "USD 1,234.56", "-99.5", "(12.30)", 42, "n/a"];
    llm.setReply({
      body: completion(
        JSON.stringify({
          ...REPLY,
          invoiceSummary: amounts.map((amount, index) => ({ description: `Row ${index}`, amount })),
        }),
      ),
    });
    const { invoice_summary } = await extractWithLlm("text", config);
    expect(invoice_summary.map((item) => item.amount)).toEqual([1234, 1234, 1234, 1234.56, 99.5, 12.3, 42]);
  });

  it("reads JSON inside a code fence with prose around it", async () => {
    llm.setReply({
      body: completion(`Here you go:\n\`\`\`json\n${JSON.stringify(REPLY)}\n\`\`\`\nAnything else?`),
    });
    expect((await extractWithLlm("text", config)).invoice_number).toBe("123456");
  });

  it("fails with the catalogue message for each broken reply", async () => {
    const cases: Array<[Parameters<typeof llm.setReply>[0], string]> = [
      [{ status: 500, body: "upstream exploded" }, `${MSG_LLM_BAD_STATUS}500: upstream exploded`],
      [{ status: 401, body: '{"error":"bad key"}' }, `${MSG_LLM_BAD_STATUS}401: {"error":"bad key"}`],
      [{ body: completion("") }, MSG_LLM_NO_CONTENT],
      [{ body: completion(null) }, MSG_LLM_NO_CONTENT],
      [{ body: JSON.stringify({ choices: [] }) }, MSG_LLM_NO_CONTENT],
      [{ body: "this is not json {" }, MSG_LLM_NO_CONTENT],
      [{ body: "" }, MSG_LLM_NO_CONTENT],
      [{ body: completion("I could not find any invoice fields.") }, MSG_LLM_NO_JSON],
      [{ body: completion('{"invoiceNumber": 12,, }') }, MSG_LLM_PARSE_FAILED],
      [{ body: completion('{"provider": "AWS", "currency": "USD"}') }, MSG_LLM_REPLY_INCOMPLETE],
    ];
    for (const [reply, message] of cases) {
      llm.setReply(reply);
      expect(await failure(extractWithLlm("text", config)), JSON.stringify(reply)).toBe(message);
    }
  });

  it("gives up on a slow server after the request time limit", async () => {
    llm.setReply({ body: completion(JSON.stringify(REPLY)), delayMs: 2_000 });
    expect(await failure(extractWithLlm("text", config, { requestTimeoutMs: 100 }))).toBe(MSG_LLM_TIMEOUT);
  });

  it("does not call the server without an API key", async () => {
    const before = llm.received.length;
    expect(await failure(extractWithLlm("text", { ...config, apiKey: "" }))).toBe(MSG_LLM_KEY_MISSING);
    expect(llm.received.length).toBe(before);
  });
});
