import type { DateOrder } from "../../read/dates.ts";

/**
 * Company legal forms as printed after a company's name, with what they say about the company's country: its
 * date habit and, when only one country uses the form, its currency. "Microsoft Norge AS", "IBM Danmark ApS",
 * "Oracle Czech s.r.o.", "日本マイクロソフト株式会社". Written as printed: a dot in a form is optional on the page
 * ("S.r.l." is also "Srl"), and so is a space.
 */
export type LegalForm = {
  printed: readonly string[];
  /** The only country's currency, when the form is used in one country only. */
  home?: string;
  dateOrder?: DateOrder;
  /** The form is also a common word ("AS", "SA", "AB", "AG"): it counts only at the end of the name. */
  word?: boolean;
};

export const LEGAL_FORMS: readonly LegalForm[] = [
  // English-speaking countries and the international forms (Singapore, Hong Kong, India, Malaysia).
  {
    printed: [
      "Ltd.",
      "Limited",
      "LLC",
      "L.L.C.",
      "Inc.",
      "Incorporated",
      "Corp.",
      "Corporation",
      "Co., Ltd.",
      "PLC",
      "LLP",
      "Pvt. Ltd.",
      "Private Limited",
      "Pte. Ltd.",
      "Pty. Ltd.",
      "(Pty) Ltd",
      "Sdn. Bhd.",
      "ULC",
    ],
  },
  // German-speaking countries.
  { printed: ["GmbH", "GmbH & Co. KG", "AG", "KG", "SE", "e.K."], dateOrder: "dmy", word: true },
  // France, Belgium, Luxembourg, Switzerland; Spain and Latin America; Portugal and Brazil; Italy; Romania.
  {
    printed: [
      "SA",
      "S.A.",
      "SAS",
      "S.A.S.",
      "SASU",
      "SARL",
      "S.à r.l.",
      "S.A.R.L.",
      "EURL",
      "SRL",
      "S.L.",
      "S.L.U.",
      "S.A.U.",
      "S.A. de C.V.",
      "S. de R.L. de C.V.",
      "Ltda.",
      "Lda.",
      "EIRELI",
      "S.r.l.",
      "S.p.A.",
    ],
    dateOrder: "dmy",
    word: true,
  },
  // Netherlands and Belgium.
  { printed: ["B.V.", "N.V.", "BVBA"], dateOrder: "dmy", word: true },
  // The Nordic countries: Sweden, Denmark, Norway, Finland, Iceland.
  { printed: ["AB"], home: "SEK", dateOrder: "dmy", word: true },
  { printed: ["ApS", "A/S"], home: "DKK", dateOrder: "dmy" },
  { printed: ["AS", "ASA"], dateOrder: "dmy", word: true },
  { printed: ["Oy", "Oyj", "hf.", "ehf."], dateOrder: "dmy" },
  // Central and Eastern Europe, Turkey, Greece.
  { printed: ["Kft.", "Zrt.", "Nyrt.", "Bt."], home: "HUF", dateOrder: "dmy" },
  { printed: ["Sp. z o.o.", "Sp. k."], home: "PLN", dateOrder: "dmy" },
  { printed: ["s.r.o.", "spol. s r.o.", "a.s.", "d.o.o.", "d.d."], dateOrder: "dmy" },
  { printed: ["Ltd. Şti.", "A.Ş."], home: "TRY", dateOrder: "dmy" },
  { printed: ["A.E.", "Α.Ε.", "Μονοπρόσωπη Α.Ε.", "Ε.Π.Ε."], dateOrder: "dmy" },
  // Japan, Korea, China, Taiwan, Hong Kong.
  { printed: ["株式会社", "合同会社", "有限会社", "K.K.", "G.K."], home: "JPY" },
  { printed: ["유한회사", "주식회사", "유한책임회사", "(주)", "㈜", "(유)"], home: "KRW" },
  { printed: ["有限公司", "有限责任公司", "有限責任公司", "股份有限公司"] },
];
