import { z } from "zod";
import {
  LLM_MAX_TOKENS,
  LLM_REQUEST_TIMEOUT_MS,
  LLM_TEMPERATURE,
  LLM_TEXT_MAX_CHARS,
} from "#shared/limits.ts";
import {
  MSG_LLM_BAD_STATUS,
  MSG_LLM_KEY_MISSING,
  MSG_LLM_NO_CONTENT,
  MSG_LLM_NO_JSON,
  MSG_LLM_PARSE_FAILED,
  MSG_LLM_REPLY_INCOMPLETE,
  MSG_LLM_TIMEOUT,
} from "#shared/messages/analysis.ts";
import type { Amounts } from "#shared/schemas/money-fields.ts";
import { CATALOGUE } from "./engine/lexicon/sellers/index.ts";
import { providerFromHint } from "./engine/provider-name.ts";
import { parseDate } from "./engine/read/dates.ts";

/** OpenAI-compatible chat completions endpoint (env LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export type LlmConfig = { baseUrl: string; apiKey: string; model: string };

/** The model's reading, in the API's names (its reply's own names are the prompt's). */
export type LlmExtraction = {
  provider: string;
  currency: string | null;
  account_number: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  invoice_summary: Array<{ description: string; amount: number }>;
  /** The summary figures as the model reads them (absolute values), null where it gives none. */
  figures: Amounts;
};

/** A fallback failure; `.message` is the docs/product.md#messages catalogue text. The caller then keeps the local result. */
export class LlmFallbackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LlmFallbackError";
  }
}

// The providers the reply may name: every one in the seller catalogue.
const PROVIDERS = [...CATALOGUE.map((p) => p.provider), "Unknown"]
  .map((name) => JSON.stringify(name))
  .join(" | ");

const PROMPT = `Extract the following fields from this cloud provider invoice text and reply with JSON only:
{"provider": ${PROVIDERS}, "currency": ISO code, "accountNumber": string | null,
"invoiceNumber": string | null, "invoiceDate": "YYYY-MM-DD" | null, "invoiceSummary": [{"description": string, "amount": number}],
"figures": {"totalCharges": number | null, "credits": number | null, "discount": number | null, "savingsPlan": number | null,
"netCharges": number | null, "vat": number | null, "amountDue": number | null}}
Figures: this invoice's own summary, as printed (absolute values). totalCharges is before credits, discounts and savings
plans, excluding tax; netCharges after them, excluding tax; vat is every tax line added up; amountDue is netCharges + vat.
Leave out previous balances, payments received and amounts in another currency. Use null for a figure that is not printed.

Invoice text (one line per printed line, "x,y: text", positions in PDF points from the bottom left):
`;

const text = z.string().trim().min(1).nullish().catch(null);
// docs/product.md#validation: amounts are read by removing commas ("1,234.50" -> 1234.5); a currency sign or code around them is dropped.
const amount = z.union([
  z.number(),
  z.string().transform((value) => Number(value.replace(/,/g, "").replace(/[^\d.-]/g, "") || Number.NaN)),
]);
const figure = amount.nullish().catch(null);
const ReplyFiguresSchema = z
  .object({
    totalCharges: figure,
    credits: figure,
    discount: figure,
    savingsPlan: figure,
    netCharges: figure,
    vat: figure,
    amountDue: figure,
  })
  .nullish()
  .catch(null);
const ReplySchema = z.object({
  provider: text,
  currency: text,
  accountNumber: z.union([z.number().transform(String), text]),
  invoiceNumber: z.union([z.number().transform(String), text]),
  invoiceDate: text,
  invoiceSummary: z
    .array(z.object({ description: z.string(), amount }))
    .nullish()
    .catch(null),
  figures: ReplyFiguresSchema,
});
const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
});

const absolute = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.abs(value);

export function parseReplyContent(content: string): LlmExtraction {
  const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/i)?.[1];
  const candidate = fenced ?? content.slice(content.indexOf("{"), content.lastIndexOf("}") + 1);
  if (!candidate.trim().startsWith("{")) throw new LlmFallbackError(MSG_LLM_NO_JSON);
  let json: unknown;
  try {
    json = JSON.parse(candidate);
  } catch {
    throw new LlmFallbackError(MSG_LLM_PARSE_FAILED);
  }
  const reply = ReplySchema.safeParse(json);
  if (!reply.success) throw new LlmFallbackError(MSG_LLM_PARSE_FAILED);
  const { data } = reply;
  const result: LlmExtraction = {
    provider: data.provider === "Unknown" ? "Unknown" : providerFromHint(data.provider ?? undefined),
    currency: data.currency?.toUpperCase().slice(0, 3) ?? null,
    account_number: data.accountNumber ?? null,
    invoice_number: data.invoiceNumber ?? null,
    invoice_date: data.invoiceDate ? parseDate(data.invoiceDate) : null,
    invoice_summary: (data.invoiceSummary ?? [])
      .filter((item) => Number.isFinite(item.amount))
      .map((item) => ({ description: item.description, amount: Math.abs(item.amount) })),
    figures: {
      total_charges: absolute(data.figures?.totalCharges),
      credits: absolute(data.figures?.credits),
      discount: absolute(data.figures?.discount),
      savings_plan: absolute(data.figures?.savingsPlan),
      net_charges: absolute(data.figures?.netCharges),
      vat: absolute(data.figures?.vat),
      service_charges: absolute(data.figures?.amountDue),
    },
  };
  // docs/product.md#validation: accepted only with an account number, invoice number or invoice date.
  if (!result.account_number && !result.invoice_number && !result.invoice_date) {
    throw new LlmFallbackError(MSG_LLM_REPLY_INCOMPLETE);
  }
  return result;
}

function endpoint(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return trimmed.endsWith("/chat/completions") ? trimmed : `${trimmed}/chat/completions`;
}

export type LlmCallOptions = { fetchImpl?: typeof fetch; requestTimeoutMs?: number; signal?: AbortSignal };

/** docs/product.md#behaviour step 4 / #api: one chat completion over the first 3000 characters of page-1 text. */
export async function extractWithLlm(invoiceText: string, config: LlmConfig, options: LlmCallOptions = {}) {
  if (!config.apiKey) throw new LlmFallbackError(MSG_LLM_KEY_MISSING);
  const timeout = AbortSignal.timeout(options.requestTimeoutMs ?? LLM_REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const body = {
    model: config.model,
    messages: [{ role: "user", content: PROMPT + invoiceText.slice(0, LLM_TEXT_MAX_CHARS) }],
    temperature: LLM_TEMPERATURE,
    max_tokens: LLM_MAX_TOKENS,
    stream: false,
  };
  let raw: string;
  try {
    const response = await (options.fetchImpl ?? fetch)(endpoint(config.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify(body),
      signal,
    });
    raw = await response.text();
    if (!response.ok)
      throw new LlmFallbackError(`${MSG_LLM_BAD_STATUS}${response.status}: ${raw.slice(0, 200)}`);
  } catch (error) {
    if (error instanceof LlmFallbackError) throw error;
    if (signal.aborted) throw new LlmFallbackError(MSG_LLM_TIMEOUT);
    throw new LlmFallbackError(
      `${MSG_LLM_BAD_STATUS}0: ${error instanceof Error ? error.message : "network error"}`,
    );
  }
  let completion: unknown;
  try {
    completion = JSON.parse(raw);
  } catch {
    throw new LlmFallbackError(MSG_LLM_NO_CONTENT);
  }
  const content = CompletionSchema.safeParse(completion).data?.choices[0]?.message.content;
  if (!content?.trim()) throw new LlmFallbackError(MSG_LLM_NO_CONTENT);
  return parseReplyContent(content);
}
