import type { SpendCategory } from "#shared/schemas/extracted-data.ts";
import type { DateOrder } from "../../read/dates.ts";

/**
 * One issuer identity the engine looks for on a page: a legal entity, a brand or a domain. Patterns run on folded
 * text (lower case, no accents; CJK, kana and Hangul as printed).
 */
export type Seller = {
  /** The provider's name in the product ("AWS", "GCP", "Cloudflare"). */
  provider: string;
  /** The legal entity, as shown in the result. */
  name: string;
  patterns: RegExp[];
  /** A generic corporate name (Google LLC, Microsoft Corporation) also issues non-cloud invoices: it only
   * counts when one of these cloud markers is on the page too. */
  requires?: RegExp;
  /** Summary labels only this seller prints ("AWS Service Charges"), looked for on the whole page. */
  labels?: RegExp[];
  /** What a bare "$" means on this seller's invoices. */
  dollar?: string;
  /** The seller's home currency: what "¥", "元" and "kr" mean on its invoices (JPY or CNY; SEK, DKK or NOK). */
  home?: string;
  /** How this seller writes 01/03/2026; in a provider's file, only where it differs from the provider's. */
  dateOrder?: DateOrder;
  /** Legal entity (2) beats a brand or domain (1). */
  strength: 1 | 2;
  /** The shape of the provider's billing account id (`ProviderCatalogue.accountFormat`). */
  accountFormat?: RegExp;
};

/** An identity in a provider's file: its provider is the file's. */
export type Identity = Omit<Seller, "provider">;

/** Service names as printed on invoices, per spending category (compared folded, as whole words). */
export type ServiceLexicon = Partial<Record<SpendCategory, readonly string[]>>;

/**
 * Everything the product knows about one cloud provider, in one file: who issues its invoices, the names it goes
 * by, the services it bills. Every lookup (seller detection, provider names, breakdown categories, the second
 * reader's prompt, the seeded provider rows) is built from these files by index.ts.
 */
export type ProviderCatalogue = {
  /** The provider's name in the product and in `extracted_data.provider`. */
  provider: string;
  /** How a visitor reads it, when the provider's name is an abbreviation ("GCP" is "Google Cloud"). */
  label?: string;
  /**
   * Other names the provider goes by (a staff member's provider row, a visitor's choice, the language model's
   * answer): "Google Cloud" and "google" are GCP. A name that starts with one of these (or the provider's name)
   * stands for the provider.
   */
  aliases?: readonly string[];
  /** How the provider's invoices write 01/03/2026 when the page does not say (its entities may differ). */
  dateOrder: DateOrder;
  /** Words that put a page in the provider's cloud ("Azure", "OCI", "IBM Cloud"), folded. */
  cloud?: RegExp;
  /**
   * The corporate brand as the provider's local companies print it: latin ("Microsoft"), katakana
   * ("マイクロソフト"), hanzi ("微软") or Hangul. The brand followed within a few words by a legal form
   * ("Microsoft Norge AS", "日本マイクロソフト株式会社") is one of the provider's legal entities, when the page
   * carries the provider's cloud markers (`cloud`).
   */
  brands?: readonly string[];
  /**
   * The shape of the provider's billing account id, distinctive enough to be read where no label names it or the
   * label stands under its value (Google's "0A1B2C-3D4E5F-6A7B8C"). Whole word, as printed.
   */
  accountFormat?: RegExp;
  /** Legal entities per country, brands and domains; the first found of the highest strength wins. */
  sellers: readonly Identity[];
  /** The provider's names as printed in front of a service name ("OCI - Object Storage", "AWS Lambda"). */
  servicePrefixes?: readonly string[];
  /** Service names as printed on its invoices, per spending category. */
  services?: ServiceLexicon;
  /** A row seeded into a fresh installation's provider table (the providers the product compares). */
  seed?: { enabled: boolean; estimated_esr: number | null };
};
