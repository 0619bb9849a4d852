export type ProviderName =
  | "AWS"
  | "GCP"
  | "Azure"
  | "DigitalOcean"
  | "Hetzner"
  | "Oracle"
  | "IBM"
  | "Unknown";

// Spec §5: detection by keywords. Most specific sellers first: an AWS invoice may list "Windows" usage, a
// Google one may mention "Amazon" nowhere, so the seller's own name decides.
const KEYWORDS: Array<[Exclude<ProviderName, "Unknown">, RegExp]> = [
  ["AWS", /Amazon Web Services|AWS Service Charges|aws\.amazon\.com/i],
  ["GCP", /Google Cloud|Google LLC|Google Ireland|Google Cloud EMEA|Billing Account Number/i],
  ["Azure", /Microsoft Azure|\bAzure\b|Microsoft Ireland Operations|Microsoft Customer Agreement/i],
  ["DigitalOcean", /DigitalOcean/i],
  ["Hetzner", /Hetzner/i],
  ["Oracle", /Oracle (?:America|Cloud|Corporation)|\bOCI\b/i],
  ["IBM", /IBM Cloud|International Business Machines/i],
];

export function detectProvider(text: string): ProviderName {
  for (const [name, pattern] of KEYWORDS) if (pattern.test(text)) return name;
  return "Unknown";
}

const HINTS: Array<[ProviderName, RegExp]> = [
  ["AWS", /^(aws|amazon)/i],
  ["GCP", /^(gcp|google)/i],
  ["Azure", /^(azure|microsoft)/i],
  ["DigitalOcean", /^digital\s*ocean/i],
  ["Hetzner", /^hetzner/i],
  ["Oracle", /^(oracle|oci)/i],
  ["IBM", /^ibm/i],
];

/** Maps a provider name as the visitor chose it ("AWS", "Google Cloud", "azure") to ours. */
export function providerFromHint(hint: string | undefined): ProviderName {
  const trimmed = hint?.trim() ?? "";
  for (const [name, pattern] of HINTS) if (pattern.test(trimmed)) return name;
  return "Unknown";
}
