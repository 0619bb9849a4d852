// General seller rules, shown on sellers and languages of our own (not the independent sets' files): a provider's
// local company is its brand followed by a legal form, on a page about the provider's cloud; a company that only
// shares a word with a provider is not it; the catalogue's new providers are found by their legal names.
import { describe, expect, it } from "vitest";
import { findSeller, sellerTexts } from "#server/extraction/engine/find/seller.ts";
import type { PositionedText } from "#server/extraction/engine/layout/page-content.ts";
import { buildPageModel, modelText } from "#server/extraction/engine/layout/page-model.ts";
import { fold } from "#server/extraction/engine/read/fold.ts";

const seller = (text: string) => findSeller(fold(text));

describe("a provider's local company: its brand, a few words, a legal form", () => {
  it.each([
    [
      "Microsoft Danmark ApS · Kanalvej 7, 2800 Kongens Lyngby\nAzure-forbrug",
      "Azure",
      "Microsoft Danmark ApS",
    ],
    ["Microsoft Sverige AB\nAzure-prenumeration", "Azure", "Microsoft Sverige AB"],
    ["Microsoft Česká republika s.r.o.   Faktura\nAzure", "Azure", "Microsoft Ceská Republika s.r.o."],
    [
      "Microsoft Polska Sp. z o.o., Al. Jerozolimskie 195A\nSubskrypcja Azure",
      "Azure",
      "Microsoft Polska Sp. z o.o.",
    ],
    ["Microsoft Oy, Keilalahdentie 2-4\nAzure-tilaus", "Azure", "Microsoft Oy"],
    ["한국마이크로소프트 유한회사\nAzure 구독", "Azure", "한국마이크로소프트 유한회사"],
    ["Oracle Norge AS\nOracle Cloud Infrastructure", "Oracle", "Oracle Norge AS"],
    ["Oracle Danmark ApS\nOCI Object Storage", "Oracle", "Oracle Danmark ApS"],
    ["Oracle Hellas Μονοπρόσωπη Α.Ε.\nOCI Compute", "Oracle", "Oracle Hellas Μονοπρόσωπη Α.Ε."],
    ["IBM Magyarországi Kft. | Budapest\nIBM Cloud Object Storage", "IBM", "IBM Magyarorszagi Kft."],
    ["IBM Svenska AB\nIBM Cloud Virtual Servers", "IBM", "IBM Svenska AB"],
    ["日本アイ・ビー・エム株式会社\nIBM Cloud", "IBM", "日本アイ・ビー・エム株式会社"],
    [
      "Google Cloud Poland sp. z o.o. z siedzibą w Warszawie\nGoogle Cloud Platform",
      "GCP",
      "Google Cloud Poland Sp. z o.o.",
    ],
    ["구글클라우드코리아 유한회사\nGoogle Cloud", "GCP", "구글클라우드코리아 유한회사"],
    [
      "Huawei Technologies Deutschland GmbH\nHuawei Cloud",
      "Huawei Cloud",
      "Huawei Technologies Deutschland GmbH",
    ],
  ])("%s", (text, provider, name) => {
    const found = seller(text);
    expect(found?.provider).toBe(provider);
    expect(found?.strength).toBe(2);
    expect(fold(found?.name ?? "")).toBe(fold(name));
  });

  it("takes the country's habits from the legal form: its currency for ¥, kr and Ft, its date order", () => {
    expect(seller("Oracle Danmark ApS\nOCI")?.home).toBe("DKK");
    expect(seller("IBM Svenska AB\nIBM Cloud")?.home).toBe("SEK");
    expect(seller("Microsoft Magyarország Kft.\nAzure")?.home).toBe("HUF");
    expect(seller("日本オラクル株式会社\nOracle Cloud")?.home).toBe("JPY");
    expect(seller("Oracle Norge AS\nOCI")?.dateOrder).toBe("dmy");
  });

  it("needs the provider's cloud on the page, and the brand as the name's first word", () => {
    // A furniture shop, a training school, a hardware reseller: no cloud marker of the provider on the page.
    expect(seller("Oracle Interiors Ltd   INVOICE\nErgonomic task chair")).toBeNull();
    expect(seller("IBM Danmark ApS   Faktura\nThinkPad-service, 12 måneder")).toBeNull();
    expect(seller("Microsoft Norge AS\nMicrosoft 365 Business Standard")).toBeNull();
    // The brand inside another company's name, or a form that is a word of the sentence.
    expect(seller("Azure Academy S.r.l.   Ricevuta\nCorso AZ-104")?.provider).toBeUndefined();
    expect(seller("Northwind Oracle Consulting GmbH\nOCI migration")).toBeNull();
    expect(seller("Microsoft Azure as a service: workshop\nContoso Consulting GmbH")?.strength).toBe(1);
  });
});

describe("the catalogue's providers by their legal names", () => {
  it.each([
    ["Cloudflare, Inc. · 101 Townsend St", "Cloudflare"],
    ["Fastly, Inc.", "Fastly"],
    ["Backblaze, Inc.", "Backblaze"],
    ["Akenes SA, Lausanne\nexoscale", "Exoscale"],
    ["UpCloud Ltd • Helsinki", "UpCloud"],
    ["Contabo GmbH · Aschauer Straße 32a", "Contabo"],
    ["さくらインターネット株式会社", "Sakura Internet"],
    ["네이버클라우드 주식회사 · 사업자등록번호", "Naver Cloud"],
    ["上海蓝云网络科技有限公司\nMicrosoft Azure (由世纪互联运营)", "Azure"],
  ])("%s", (text, provider) => {
    expect(seller(text)?.provider).toBe(provider);
  });

  it("not by a common word their names share: Sakura or Naver alone, Akenes without Exoscale", () => {
    expect(seller("株式会社さくらデータ 御中")).toBeNull();
    expect(seller("NAVER Corporation · 네이버 주식회사\n네이버 쇼핑 광고")).toBeNull();
    expect(seller("Akenes SA")).toBeNull();
  });
});

describe("the issuer is named in the page's first or last lines", () => {
  // A page of lines, top to bottom, 14 points apart.
  const provider = (...lines: string[]) => {
    const items: PositionedText[] = lines.map((str, i) => ({
      str,
      x: 40,
      y: 800 - i * 14,
      width: str.length * 4.5,
      height: 9,
    }));
    const model = buildPageModel({ width: 595, height: 842, items });
    const all = fold(modelText(model));
    const texts = sellerTexts(model, all);
    return findSeller(texts.identity, texts.brands, all)?.provider ?? "Unknown";
  };
  const body = (topic: string) => [
    "Leistungszeitraum Mai 2026",
    `Projekt: ${topic}`,
    "Workshop und Analyse, 3 Tage",
    "Umsetzung der Empfehlungen",
    "Bericht und Übergabe",
    "Abstimmung mit dem Kunden",
    "Nachbetreuung per E-Mail",
    "Summe netto 7.200,00 €",
    "USt 19 % 1.368,00 €",
    "Gesamtbetrag 8.568,00 €",
    "Zahlbar innerhalb von 14 Tagen",
  ];

  it("not a cloud named only in the body: a consultancy's invoice for work on a cloud", () => {
    expect(
      provider(
        "CloudWise Consulting GmbH",
        "Rechnung 2026-0412",
        "Rechnungsdatum 03.06.2026",
        "Kunde: Nordlicht Software GmbH",
        "Kundennummer 4711",
        "Ihre Bestellung vom 02.05.2026",
        "Leistungsbeschreibung",
        ...body("Kostenoptimierung Amazon Web Services EMEA SARL (Konto 123456789012)"),
        "Bankverbindung: Sparkasse, IBAN DE12 3456 7890 1234 5678 90",
        "CloudWise Consulting GmbH · Amtsgericht München HRB 123456",
      ),
    ).toBe("Unknown");
  });

  it("the cloud's own invoice names it in its letterhead or its footer", () => {
    const lines = [
      "Rechnung 2026-0412",
      "Rechnungsdatum 03.06.2026",
      "Kunde: Nordlicht Software GmbH",
      "Kundennummer 4711",
      "Ihre Bestellung vom 02.05.2026",
      "Leistungsbeschreibung",
      ...body("EC2, S3 und CloudFront, Mai 2026"),
      "Bankverbindung: IBAN DE12 3456 7890 1234 5678 90",
    ];
    expect(provider("Amazon Web Services EMEA SARL", ...lines)).toBe("AWS");
    expect(
      provider(...lines, "Amazon Web Services EMEA SARL · 38 Avenue John F. Kennedy, L-1855 Luxembourg"),
    ).toBe("AWS");
  });
});
