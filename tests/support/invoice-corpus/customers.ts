import type { Lang } from "./lexicon.ts";
import type { Rng } from "./random.ts";

/** Invented customers, per invoice language: name, address lines and the customer's own tax id. */
const CUSTOMERS: Record<Lang, string[][]> = {
  en: [
    ["Northwind Analytics Ltd", "14 Harbour Street", "Dublin 2, D02 X285, Ireland", "VAT: IE9876543W"],
    ["Acme Robotics, Inc.", "1811 Silverside Road", "Wilmington, DE 19810", "United States"],
    ["Bluefin Data Pty Ltd", "Level 5, 80 George St", "Sydney NSW 2000, Australia"],
    [
      "Kestrel Software Pvt Ltd",
      "12 MG Road, Indiranagar",
      "Bengaluru 560038, India",
      "GSTIN: 29AAKCK4821P1Z3",
    ],
    ["Tessera Labs Limited", "3 Finsbury Avenue", "London EC2M 2PA, United Kingdom", "VAT: GB 123 4567 89"],
    ["Maple Leaf Media Inc.", "200 Bay Street, Suite 1200", "Toronto, ON M5J 2J2, Canada"],
    ["Sakura Data K.K.", "2-11-3 Meguro, Meguro-ku", "Tokyo 153-0063, Japan"],
    [
      "Hanbit Games Co., Ltd.",
      "235 Pangyoyeok-ro, Bundang-gu",
      "Seongnam-si, Gyeonggi-do 13494, Republic of Korea",
    ],
    ["Merlion Logistics Pte. Ltd.", "1 Raffles Place, #20-61", "Singapore 048616"],
    [
      "Ganga Fintech Private Limited",
      "Plot 14, Sector 18",
      "Gurugram, Haryana 122015, India",
      "GSTIN: 06AAHCG1234K1Z9",
    ],
    ["Lone Star Analytics LLC", "500 W 2nd St, Suite 1900", "Austin, TX 78701, United States"],
  ],
  de: [
    [
      "Müller & Söhne Logistik GmbH",
      "z. Hd. Frau Weber",
      "Hauptstraße 12",
      "80331 München",
      "USt-IdNr.: DE298765432",
    ],
    ["Brandt Softwarehaus AG", "Königsallee 60", "40212 Düsseldorf"],
    ["Alpenblick IT e.K.", "Seestraße 4", "6020 Innsbruck, Österreich"],
  ],
  fr: [
    ["Boulangerie Numérique SARL", "12 rue de la République", "69002 Lyon", "TVA : FR40123456789"],
    ["Atelier Cloud SAS", "45 avenue des Champs-Élysées", "75008 Paris"],
    ["Société Méditerranée Data", "3 quai du Port", "13002 Marseille"],
  ],
  es: [
    ["Soluciones Digitales Ibéricas S.L.", "Calle de Alcalá 120", "28009 Madrid", "NIF: B12345678"],
    ["Datos del Mediterráneo S.A.", "Avinguda Diagonal 400", "08037 Barcelona"],
  ],
  it: [
    ["Rossi Informatica S.r.l.", "Via Roma 15", "20121 Milano (MI)", "P.IVA: IT12345678901"],
    ["Nuvola Tecnologie S.p.A.", "Corso Vittorio Emanuele II 80", "00186 Roma"],
  ],
  nl: [
    ["De Vries Webdiensten B.V.", "Keizersgracht 221", "1016 DV Amsterdam", "BTW: NL123456789B01"],
    ["Polder Data B.V.", "Coolsingel 40", "3011 AD Rotterdam"],
  ],
  pt: [
    [
      "Tecnologia Paulista Ltda.",
      "Rua Augusta, 1500, Conj. 42",
      "São Paulo - SP, 01304-001",
      "CNPJ: 12.345.678/0001-90",
    ],
    ["Nuvem Carioca Serviços de TI Ltda.", "Av. Rio Branco, 156", "Rio de Janeiro - RJ, 20040-003"],
  ],
  ja: [
    ["株式会社さくらデータ 御中", "〒153-0063 東京都目黒区目黒2-11-3", "Japan"],
    ["合同会社みなとクラウド 御中", "〒530-0001 大阪府大阪市北区梅田1-2-2", "Japan"],
  ],
  zh: [
    ["上海云帆信息技术有限公司", "上海市浦东新区世纪大道100号", "纳税人识别号: 91310115MA1K4XXXX"],
    ["深圳星河数据科技有限公司", "深圳市南山区科技园南路8号"],
  ],
  ko: [
    ["(주)한빛게임즈", "경기도 성남시 분당구 판교역로 235", "Republic of Korea"],
    ["주식회사 서울데이터랩", "서울특별시 강남구 테헤란로 152", "Republic of Korea"],
  ],
  pl: [
    ["Wisła Software Sp. z o.o.", "ul. Marszałkowska 84/92", "00-514 Warszawa", "NIP: 5252812345"],
    ["Kraków Data S.A.", "ul. Wielicka 28", "30-552 Kraków"],
  ],
  sv: [
    ["Norrsken Data AB", "Drottninggatan 12", "111 51 Stockholm", "Org.nr: 556677-8899"],
    ["Göta Moln AB", "Kungsportsavenyen 21", "411 36 Göteborg"],
  ],
  da: [
    ["Havfrue Software ApS", "Vesterbrogade 34", "1620 København V", "CVR: 38123456"],
    ["Aarhus Cloud A/S", "Åboulevarden 22", "8000 Aarhus C"],
  ],
  nb: [
    ["Fjordkraft Data AS", "Karl Johans gate 5", "0154 Oslo", "Org.nr. 998 877 665 MVA"],
    ["Bergen Sky AS", "Bryggen 15", "5003 Bergen"],
  ],
  fi: [
    ["Revontuli Data Oy", "Mannerheimintie 12 B", "00100 Helsinki", "Y-tunnus: 2345678-9"],
    ["Tampereen Pilvi Oy", "Hämeenkatu 20", "33200 Tampere"],
  ],
  cs: [
    ["Vltava Software s.r.o.", "Václavské náměstí 42", "110 00 Praha 1", "DIČ: CZ27654321"],
    ["Brno Cloud a.s.", "Masarykova 31", "602 00 Brno"],
  ],
  tr: [
    ["Boğaziçi Yazılım A.Ş.", "Büyükdere Cad. No: 185", "34394 Şişli/İstanbul", "Vergi No: 1234567890"],
    ["Ankara Bulut Teknoloji Ltd. Şti.", "Atatürk Blv. No: 120", "06680 Çankaya/Ankara"],
  ],
  el: [
    ["Ελληνικά Λογισμικά Α.Ε.", "Λεωφ. Κηφισίας 124", "115 26 Αθήνα, Ελλάδα", "ΑΦΜ: EL094512337"],
    ["Αιγαίο Δεδομένα Ι.Κ.Ε.", "Τσιμισκή 45", "546 23 Θεσσαλονίκη, Ελλάδα"],
  ],
  hu: [
    ["Duna Adatközpont Zrt.", "Soroksári út 44.", "1095 Budapest, Magyarország", "Adószám: 24681357-2-43"],
    ["Tisza Szoftver Kft.", "Kossuth Lajos utca 12.", "6720 Szeged, Magyarország"],
  ],
  id: [
    [
      "PT Nusantara Data Prima",
      "Jl. Jend. Sudirman Kav. 52-53, SCBD",
      "Jakarta Selatan 12190, Indonesia",
      "NPWP: 07.198.245.3-061.000",
    ],
    ["PT Garuda Awan Teknologi", "Jl. Asia Afrika No. 8", "Bandung 40111, Indonesia"],
  ],
  ar: [
    [
      "شركة البيانات الذكية المحدودة",
      "طريق الملك فهد، حي العليا",
      "الرياض 12214، المملكة العربية السعودية",
      "الرقم الضريبي: 310122393500003",
    ],
    ["مؤسسة الخليج للحلول السحابية", "شارع الشيخ زايد، برج 2", "دبي، الإمارات العربية المتحدة"],
  ],
  ro: [
    ["Carpați Software SRL", "Str. Ion Câmpineanu 11", "010031 București, România", "CIF: RO12345678"],
    ["Transilvania Cloud SA", "Bd. 21 Decembrie 1989 nr. 77", "400604 Cluj-Napoca, România"],
  ],
  uk: [
    ["ТОВ «Дніпро Дата»", "вул. Хрещатик, 22", "01001 Київ, Україна", "Код ЄДРПОУ: 43210987"],
    ["ТОВ «Львівські хмари»", "пл. Ринок, 10", "79008 Львів, Україна"],
  ],
};

/** A customer writing `lang`; one from `country` when the seller only bills customers there. */
export function pickCustomer(r: Rng, lang: Lang, country?: string): string[] {
  const local = country ? CUSTOMERS[lang].filter((c) => c.some((line) => line.includes(country))) : [];
  return r.pick(local.length > 0 ? local : CUSTOMERS[lang]);
}
