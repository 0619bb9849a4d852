// One invoice upload through POST /api/analyses, as the browser sends it.
import { readFileSync } from "node:fs";

export const BENCH_INVOICE = "tests/fixtures/invoices/real-aws_aethon-kumulus_1.pdf";

export function readBenchInvoice(file = BENCH_INVOICE): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(file));
}

export async function awsProviderId(baseUrl: string): Promise<string> {
  const providers = (await (await fetch(`${baseUrl}/api/providers`)).json()) as {
    id: string;
    name: string;
  }[];
  const aws = providers.find((p) => p.name === "AWS");
  if (!aws) throw new Error("the seeded AWS provider is missing");
  return aws.id;
}

/** Uploads the PDF and returns the new result's id; throws with the server's message otherwise. */
export async function uploadInvoice(
  baseUrl: string,
  providerId: string,
  pdf: Uint8Array<ArrayBuffer>,
  /** A client of its own: its address (X-Forwarded-For, with TRUST_PROXY on) and email. */
  client?: { address: string; email: string },
): Promise<string> {
  const form = new FormData();
  form.set("name", "Bench Visitor");
  form.set("email", client?.email ?? "bench@example.com");
  form.set("cloudProviderId", providerId);
  form.set("file", new Blob([pdf], { type: "application/pdf" }), "invoice.pdf");
  const res = await fetch(`${baseUrl}/api/analyses`, {
    method: "POST",
    body: form,
    ...(client ? { headers: { "x-forwarded-for": client.address } } : {}),
  });
  const body = (await res.json()) as { resultId?: string; error?: string };
  if (res.status !== 201 || !body.resultId) throw new Error(`upload answered ${res.status}: ${body.error}`);
  return body.resultId;
}
