// The invoices of the producer corpus, as data every producer script renders its own way: seller, language,
// wording (written here, independently of the engine's lexicon), figures and how they are printed. The expected
// JSON is written from these figures, never from the engine's output.
import type { Truth } from "../invoice-corpus/model.ts";

export type Lang =
  | "en"
  | "de"
  | "fr"
  | "es"
  | "pt"
  | "it"
  | "nl"
  | "ja"
  | "zh"
  | "ko"
  | "pl"
  | "sv"
  | "da"
  | "nb"
  | "fi"
  | "cs"
  | "tr"
  | "el"
  | "hu"
  | "id"
  | "ar"
  | "ro"
  | "uk";

/** Languages the engine's lexicon had before issue 20; the others wait for the language helper's lexicon. */
export const LEXICON_LANGS: ReadonlySet<Lang> = new Set(["en", "de", "fr", "es", "pt", "it", "nl"]);

export type Producer =
  | "groff"
  | "ghostscript-ps"
  | "enscript"
  | "libreoffice"
  | "pdftex"
  | "cairo"
  | "rsvg"
  | "wkhtmltopdf"
  | "weasyprint"
  | "fop"
  | "tesseract-ocr"
  | "chromium";

type Words = {
  invoice: string;
  number: string;
  date: string;
  account: string;
  billTo: string;
  period: string;
  description: string;
  amount: string;
  charges: string;
  credits: string;
  discount: string;
  savings: string;
  net: string;
  tax: (rate: string) => string;
  total: string;
  pay: string;
  months: string[];
  dateStyle: (d: number, m: number, y: number, months: string[]) => string;
  services: string[];
};

const pad = (n: number) => String(n).padStart(2, "0");

// Wording as a billing clerk of each country would print it (this file's own words).
export const WORDS: Record<Lang, Words> = {
  en: {
    invoice: "Invoice",
    number: "Invoice number",
    date: "Invoice date",
    account: "Account ID",
    billTo: "Bill to",
    period: "Billing period",
    description: "Description",
    amount: "Amount",
    charges: "Total charges",
    credits: "Credits applied",
    discount: "Discount",
    savings: "Savings Plans",
    net: "Net amount (excl. tax)",
    tax: (r) => `VAT (${r})`,
    total: "Total due",
    pay: "Payment by bank transfer to IBAN GB29 NWBK 6016 1331 9268 19, BIC NWBKGB2L, within 30 days.",
    months: "January February March April May June July August September October November December".split(
      " ",
    ),
    dateStyle: (d, m, y, ms) => `${ms[m - 1]} ${d}, ${y}`,
    services: ["Compute instances", "Object storage", "Data transfer", "Managed database"],
  },
  de: {
    invoice: "Rechnung",
    number: "Rechnungsnummer",
    date: "Rechnungsdatum",
    account: "Kundennummer",
    billTo: "Rechnungsempfänger",
    period: "Abrechnungszeitraum",
    description: "Leistung",
    amount: "Betrag",
    charges: "Summe der Entgelte",
    credits: "Gutschriften",
    discount: "Rabatt",
    savings: "Savings Plans",
    net: "Nettobetrag",
    tax: (r) => `USt. ${r}`,
    total: "Rechnungsbetrag",
    pay: "Bitte überweisen Sie den Betrag auf IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX.",
    months: "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(" "),
    dateStyle: (d, m, y) => `${pad(d)}.${pad(m)}.${y}`,
    services: ["Rechenleistung", "Objektspeicher", "Datenübertragung", "Verwaltete Datenbank"],
  },
  fr: {
    invoice: "Facture",
    number: "Numéro de facture",
    date: "Date de facture",
    account: "Numéro de compte",
    billTo: "Facturé à",
    period: "Période de facturation",
    description: "Désignation",
    amount: "Montant",
    charges: "Total des frais",
    credits: "Crédits",
    discount: "Remise",
    savings: "Savings Plans",
    net: "Montant HT",
    tax: (r) => `TVA ${r}`,
    total: "Montant TTC",
    pay: "Règlement par virement : IBAN FR76 3000 6000 0112 3456 7890 189, BIC AGRIFRPP.",
    months: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" "),
    dateStyle: (d, m, y, ms) => `${d} ${ms[m - 1]} ${y}`,
    services: ["Instances de calcul", "Stockage objet", "Transfert de données", "Base de données gérée"],
  },
  es: {
    invoice: "Factura",
    number: "Número de factura",
    date: "Fecha de factura",
    account: "Número de cuenta",
    billTo: "Facturar a",
    period: "Periodo de facturación",
    description: "Concepto",
    amount: "Importe",
    charges: "Cargos",
    credits: "Créditos",
    discount: "Descuento",
    savings: "Savings Plans",
    net: "Base imponible",
    tax: (r) => `IVA ${r}`,
    total: "Total a pagar",
    pay: "Pago por transferencia a IBAN ES91 2100 0418 4502 0005 1332.",
    months: "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(
      " ",
    ),
    dateStyle: (d, m, y, ms) => `${d} de ${ms[m - 1]} de ${y}`,
    services: ["Instancias de cómputo", "Almacenamiento", "Transferencia de datos", "Base de datos"],
  },
  pt: {
    invoice: "Fatura",
    number: "Número da fatura",
    date: "Data da fatura",
    account: "Número da conta",
    billTo: "Faturar a",
    period: "Período de faturação",
    description: "Descrição",
    amount: "Valor",
    charges: "Encargos",
    credits: "Créditos",
    discount: "Desconto",
    savings: "Savings Plans",
    net: "Valor sem IVA",
    tax: (r) => `IVA ${r}`,
    total: "Total a pagar",
    pay: "Pagamento por transferência para IBAN PT50 0002 0123 1234 5678 9015 4.",
    months: "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(
      " ",
    ),
    dateStyle: (d, m, y) => `${pad(d)}/${pad(m)}/${y}`,
    services: ["Instâncias de computação", "Armazenamento", "Transferência de dados", "Base de dados"],
  },
  it: {
    invoice: "Fattura",
    number: "Numero fattura",
    date: "Data fattura",
    account: "Codice cliente",
    billTo: "Intestatario",
    period: "Periodo di fatturazione",
    description: "Descrizione",
    amount: "Importo",
    charges: "Totale addebiti",
    credits: "Crediti",
    discount: "Sconto",
    savings: "Savings Plans",
    net: "Imponibile",
    tax: (r) => `IVA ${r}`,
    total: "Totale da pagare",
    pay: "Bonifico bancario su IBAN IT60 X054 2811 1010 0000 0123 456.",
    months:
      "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(
        " ",
      ),
    dateStyle: (d, m, y) => `${pad(d)}/${pad(m)}/${y}`,
    services: ["Istanze di calcolo", "Archiviazione", "Trasferimento dati", "Database gestito"],
  },
  nl: {
    invoice: "Factuur",
    number: "Factuurnummer",
    date: "Factuurdatum",
    account: "Klantnummer",
    billTo: "Factuuradres",
    period: "Factuurperiode",
    description: "Omschrijving",
    amount: "Bedrag",
    charges: "Kosten",
    credits: "Tegoeden",
    discount: "Korting",
    savings: "Savings Plans",
    net: "Totaal excl. btw",
    tax: (r) => `Btw ${r}`,
    total: "Te betalen",
    pay: "Betaling per overschrijving naar IBAN NL91 ABNA 0417 1643 00.",
    months: "januari februari maart april mei juni juli augustus september oktober november december".split(
      " ",
    ),
    dateStyle: (d, m, y) => `${pad(d)}-${pad(m)}-${y}`,
    services: ["Rekeninstanties", "Objectopslag", "Dataverkeer", "Beheerde database"],
  },
  ja: {
    invoice: "請求書",
    number: "請求書番号",
    date: "請求日",
    account: "アカウントID",
    billTo: "請求先",
    period: "請求期間",
    description: "内容",
    amount: "金額",
    charges: "ご利用料金",
    credits: "クレジット",
    discount: "割引",
    savings: "Savings Plans",
    net: "小計（税抜）",
    tax: (r) => `消費税（${r}）`,
    total: "ご請求金額",
    pay: "お振込先：三菱UFJ銀行 本店 普通 1234567",
    months: [],
    dateStyle: (d, m, y) => `${y}年${m}月${d}日`,
    services: ["コンピューティング", "ストレージ", "データ転送", "データベース"],
  },
  zh: {
    invoice: "发票",
    number: "发票号码",
    date: "开票日期",
    account: "账户ID",
    billTo: "购买方",
    period: "账单周期",
    description: "项目",
    amount: "金额",
    charges: "费用合计",
    credits: "代金券抵扣",
    discount: "折扣",
    savings: "节省计划",
    net: "不含税金额",
    tax: (r) => `增值税（${r}）`,
    total: "应付总额",
    pay: "开户银行：中国银行北京分行 账号 1234 5678 9012 3456",
    months: [],
    dateStyle: (d, m, y) => `${y}年${m}月${d}日`,
    services: ["云服务器", "对象存储", "数据传输", "云数据库"],
  },
  ko: {
    invoice: "청구서",
    number: "청구서 번호",
    date: "청구일",
    account: "계정 ID",
    billTo: "청구 대상",
    period: "청구 기간",
    description: "항목",
    amount: "금액",
    charges: "사용 요금",
    credits: "크레딧",
    discount: "할인",
    savings: "Savings Plans",
    net: "공급가액",
    tax: (r) => `부가가치세 (${r})`,
    total: "총 청구 금액",
    pay: "입금 계좌: 국민은행 123456-01-234567",
    months: [],
    dateStyle: (d, m, y) => `${y}년 ${m}월 ${d}일`,
    services: ["컴퓨팅", "스토리지", "데이터 전송", "데이터베이스"],
  },
  pl: {
    invoice: "Faktura VAT",
    number: "Numer faktury",
    date: "Data wystawienia",
    account: "Numer klienta",
    billTo: "Nabywca",
    period: "Okres rozliczeniowy",
    description: "Usługa",
    amount: "Kwota",
    charges: "Opłaty",
    credits: "Środki promocyjne",
    discount: "Rabat",
    savings: "Savings Plans",
    net: "Wartość netto",
    tax: (r) => `VAT ${r}`,
    total: "Do zapłaty",
    pay: "Przelew na rachunek PL61 1090 1014 0000 0712 1981 2874.",
    months:
      "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(
        " ",
      ),
    dateStyle: (d, m, y, ms) => `${d} ${ms[m - 1]} ${y}`,
    services: ["Instancje obliczeniowe", "Przechowywanie danych", "Transfer danych", "Baza danych"],
  },
  sv: {
    invoice: "Faktura",
    number: "Fakturanummer",
    date: "Fakturadatum",
    account: "Kundnummer",
    billTo: "Faktureras till",
    period: "Faktureringsperiod",
    description: "Beskrivning",
    amount: "Belopp",
    charges: "Avgifter",
    credits: "Krediter",
    discount: "Rabatt",
    savings: "Savings Plans",
    net: "Summa exkl. moms",
    tax: (r) => `Moms ${r}`,
    total: "Att betala",
    pay: "Betala till bankgiro 5050-1055, ange OCR 4412 7788 9900.",
    months: "januari februari mars april maj juni juli augusti september oktober november december".split(
      " ",
    ),
    dateStyle: (d, m, y) => `${y}-${pad(m)}-${pad(d)}`,
    services: ["Beräkningsinstanser", "Objektlagring", "Dataöverföring", "Databas"],
  },
  da: {
    invoice: "Faktura",
    number: "Fakturanummer",
    date: "Fakturadato",
    account: "Kundenummer",
    billTo: "Faktureres til",
    period: "Faktureringsperiode",
    description: "Beskrivelse",
    amount: "Beløb",
    charges: "Gebyrer i alt",
    credits: "Kreditering",
    discount: "Rabat",
    savings: "Savings Plans",
    net: "Beløb ekskl. moms",
    tax: (r) => `Moms ${r}`,
    total: "Total at betale",
    pay: "Betaling til reg.nr. 1234 kontonr. 0012345678.",
    months: "januar februar marts april maj juni juli august september oktober november december".split(" "),
    dateStyle: (d, m, y, ms) => `${d}. ${ms[m - 1]} ${y}`,
    services: ["Beregningsinstanser", "Objektlager", "Dataoverførsel", "Database"],
  },
  nb: {
    invoice: "Faktura",
    number: "Fakturanummer",
    date: "Fakturadato",
    account: "Kundenummer",
    billTo: "Faktureres til",
    period: "Fakturaperiode",
    description: "Beskrivelse",
    amount: "Beløp",
    charges: "Sum kostnader",
    credits: "Kreditt",
    discount: "Rabatt",
    savings: "Savings Plans",
    net: "Sum eks. mva.",
    tax: (r) => `Mva. ${r}`,
    total: "Å betale",
    pay: "Betales til kontonummer 1503.12.34567, KID 0012345678.",
    months: "januar februar mars april mai juni juli august september oktober november desember".split(" "),
    dateStyle: (d, m, y) => `${pad(d)}.${pad(m)}.${y}`,
    services: ["Beregningsinstanser", "Objektlagring", "Dataoverføring", "Database"],
  },
  fi: {
    invoice: "Lasku",
    number: "Laskun numero",
    date: "Laskun päivämäärä",
    account: "Asiakasnumero",
    billTo: "Laskutetaan",
    period: "Laskutuskausi",
    description: "Kuvaus",
    amount: "Summa",
    charges: "Veloitukset",
    credits: "Hyvitykset",
    discount: "Alennus",
    savings: "Savings Plans",
    net: "Veroton summa",
    tax: (r) => `ALV ${r}`,
    total: "Maksettava yhteensä",
    pay: "Maksu tilille FI21 1234 5600 0007 85, viite 1232 3455 6.",
    months: [],
    dateStyle: (d, m, y) => `${d}.${m}.${y}`,
    services: ["Laskentainstanssit", "Objektitallennus", "Tiedonsiirto", "Tietokanta"],
  },
  cs: {
    invoice: "Faktura – daňový doklad",
    number: "Číslo faktury",
    date: "Datum vystavení",
    account: "Zákaznické číslo",
    billTo: "Odběratel",
    period: "Zúčtovací období",
    description: "Položka",
    amount: "Částka",
    charges: "Poplatky celkem",
    credits: "Kredity",
    discount: "Sleva",
    savings: "Savings Plans",
    net: "Základ daně",
    tax: (r) => `DPH ${r}`,
    total: "Celkem k úhradě",
    pay: "Úhrada na účet 123456789/0800, variabilní symbol 2026030101.",
    months: [],
    dateStyle: (d, m, y) => `${d}. ${m}. ${y}`,
    services: ["Výpočetní instance", "Úložiště", "Přenos dat", "Databáze"],
  },
  tr: {
    invoice: "Fatura",
    number: "Fatura numarası",
    date: "Fatura tarihi",
    account: "Müşteri numarası",
    billTo: "Alıcı",
    period: "Fatura dönemi",
    description: "Açıklama",
    amount: "Tutar",
    charges: "Hizmet bedeli",
    credits: "Krediler",
    discount: "İndirim",
    savings: "Savings Plans",
    net: "Ara toplam (KDV hariç)",
    tax: (r) => `KDV (${r})`,
    total: "Ödenecek tutar",
    pay: "Ödeme: IBAN TR33 0006 1005 1978 6457 8413 26",
    months: [],
    dateStyle: (d, m, y) => `${pad(d)}.${pad(m)}.${y}`,
    services: ["Sanal sunucular", "Nesne depolama", "Veri aktarımı", "Veritabanı"],
  },
  el: {
    invoice: "Τιμολόγιο Παροχής Υπηρεσιών",
    number: "Αρ. τιμολογίου",
    date: "Ημερομηνία έκδοσης",
    account: "Κωδικός λογαριασμού",
    billTo: "Στοιχεία πελάτη",
    period: "Περίοδος χρέωσης",
    description: "Περιγραφή",
    amount: "Ποσό",
    charges: "Σύνολο χρεώσεων",
    credits: "Πιστώσεις",
    discount: "Έκπτωση",
    savings: "Savings Plans",
    net: "Καθαρή αξία (χωρίς ΦΠΑ)",
    tax: (r) => `Φ.Π.Α. ${r}`,
    total: "Πληρωτέο ποσό",
    pay: "Πληρωμή με τραπεζική μεταφορά: IBAN GR16 0110 1250 0000 0001 2300 695, εντός 30 ημερών.",
    months:
      "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου".split(
        " ",
      ),
    dateStyle: (d, m, y, ms) => `${d} ${ms[m - 1]} ${y}`,
    services: ["Υπολογιστικοί πόροι", "Αποθήκευση αντικειμένων", "Μεταφορά δεδομένων", "Βάση δεδομένων"],
  },
  hu: {
    invoice: "Számla",
    number: "Számla sorszáma",
    date: "Számla kelte",
    account: "Ügyfélazonosító",
    billTo: "Vevő",
    period: "Elszámolási időszak",
    description: "Megnevezés",
    amount: "Összeg",
    charges: "Díjak összesen",
    credits: "Felhasznált jóváírások",
    discount: "Kedvezmény",
    savings: "Savings Plans",
    net: "Nettó összeg",
    tax: (r) => `ÁFA ${r}`,
    total: "Fizetendő végösszeg",
    pay: "Fizetés átutalással: HU42 1177 3016 1111 1018 0000 0000, 8 napon belül.",
    months:
      "január február március április május június július augusztus szeptember október november december".split(
        " ",
      ),
    dateStyle: (d, m, y) => `${y}.${pad(m)}.${pad(d)}.`,
    services: ["Virtuális gépek", "Objektumtárolás", "Adatforgalom", "Felügyelt adatbázis"],
  },
  id: {
    invoice: "Faktur",
    number: "No. Faktur",
    date: "Tanggal Faktur",
    account: "ID Pelanggan",
    billTo: "Kepada",
    period: "Periode Layanan",
    description: "Keterangan",
    amount: "Jumlah",
    charges: "Total Biaya",
    credits: "Kredit Promosi",
    discount: "Potongan Harga",
    savings: "Savings Plans",
    net: "Jumlah Bersih (sebelum pajak)",
    tax: (r) => `PPN ${r}`,
    total: "Jumlah yang Harus Dibayar",
    pay: "Pembayaran ke rekening Bank Mandiri 070-00-1234567-8 dalam 30 hari.",
    months: "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split(
      " ",
    ),
    dateStyle: (d, m, y, ms) => `${d} ${ms[m - 1]} ${y}`,
    services: ["Server Komputasi", "Penyimpanan Objek", "Transfer Data", "Basis Data Terkelola"],
  },
  ar: {
    invoice: "فاتورة ضريبية",
    number: "رقم الفاتورة",
    date: "تاريخ الإصدار",
    account: "رقم العميل",
    billTo: "العميل",
    period: "فترة الفوترة",
    description: "الوصف",
    amount: "المبلغ",
    charges: "إجمالي الرسوم",
    credits: "الأرصدة المطبقة",
    discount: "الخصم",
    savings: "خطط التوفير",
    net: "المبلغ الخاضع للضريبة",
    tax: (r) => `ضريبة القيمة المضافة ${r}`,
    total: "الإجمالي المستحق",
    pay: "يرجى التحويل إلى الحساب البنكي SA03 8000 0000 6080 1016 7519 خلال 30 يوما.",
    months: "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(" "),
    dateStyle: (d, m, y, ms) => `${d} ${ms[m - 1]} ${y}`,
    services: ["الخوادم الافتراضية", "تخزين الكائنات", "نقل البيانات", "قاعدة البيانات المدارة"],
  },
  ro: {
    invoice: "Factură fiscală",
    number: "Număr factură",
    date: "Data emiterii",
    account: "Cod client",
    billTo: "Cumpărător",
    period: "Perioada de facturare",
    description: "Descriere",
    amount: "Valoare",
    charges: "Total costuri",
    credits: "Credite aplicate",
    discount: "Reducere",
    savings: "Savings Plans",
    net: "Total fără TVA",
    tax: (r) => `TVA ${r}`,
    total: "Total de plată",
    pay: "Plata prin transfer bancar în contul RO49 AAAA 1B31 0075 9384 0000, în 30 de zile.",
    months:
      "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split(
        " ",
      ),
    dateStyle: (d, m, y) => `${pad(d)}.${pad(m)}.${y}`,
    services: ["Instanțe de calcul", "Stocare obiecte", "Transfer de date", "Bază de date administrată"],
  },
  uk: {
    invoice: "Рахунок-фактура",
    number: "Номер рахунку",
    date: "Дата виставлення",
    account: "Код клієнта",
    billTo: "Платник",
    period: "Розрахунковий період",
    description: "Опис",
    amount: "Сума",
    charges: "Сума нарахувань",
    credits: "Застосовані кредити",
    discount: "Знижка",
    savings: "Savings Plans",
    net: "Разом без ПДВ",
    tax: (r) => `ПДВ ${r}`,
    total: "Всього до сплати",
    pay: "Оплата на рахунок UA21 3223 1300 0002 6007 2335 6600 1 протягом 30 днів.",
    months: "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split(
      " ",
    ),
    dateStyle: (d, m, y, ms) => `${d} ${ms[m - 1]} ${y} р.`,
    services: ["Обчислювальні ресурси", "Об'єктне сховище", "Передача даних", "Керована база даних"],
  },
};

/** How a document groups digits and marks decimals. */
export type Style =
  | "en" // 1,234.56
  | "comma" // 1.234,56
  | "space" // 1 234,56 (plain space)
  | "nbsp" // 1 234,56 (no-break space)
  | "nnbsp" // 1 234,56 (narrow no-break space)
  | "thin" // 1 234,56 (thin space)
  | "apostrophe" // 1'234.56
  | "int" // 12,345 (no decimals)
  | "int-space"; // 12 345 (no decimals, space grouping: forints)

export function formatNumber(value: number, style: Style): string {
  const v = Math.abs(value);
  const [whole = "0", frac = "00"] = v.toFixed(2).split(".");
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  const sep = {
    en: ",",
    comma: ".",
    space: " ",
    nbsp: "\u00a0",
    nnbsp: "\u202f",
    thin: "\u2009",
    apostrophe: "'",
    int: ",",
    "int-space": " ",
  }[style];
  const dec = style === "en" || style === "apostrophe" || style === "int" ? "." : ",";
  if (style === "int" || style === "int-space") return groups.join(sep);
  return `${groups.join(sep)}${dec}${frac}`;
}

export type Money = { style: Style; before?: string; after?: string; minus?: "-" | "\u2212" | "()" };

export function formatMoney(value: number, money: Money): string {
  const body = `${money.before ?? ""}${formatNumber(value, money.style)}${money.after ?? ""}`;
  if (value >= 0) return body;
  if (money.minus === "()") return `(${body})`;
  return `${money.minus ?? "-"}${body}`;
}

export type Seller = {
  key: string;
  provider: Truth["provider"];
  /** The product family printed before each service line ("Azure", "Amazon EC2"). */
  brand: string;
  lines: string[];
  account: (r: () => number) => string | null;
  number: (r: () => number) => string;
};

const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join("");

export const SELLERS: Record<string, Seller> = {
  "aws-emea": {
    key: "aws-emea",
    brand: "AWS",
    provider: "AWS",
    lines: [
      "Amazon Web Services EMEA SARL",
      "38 Avenue John F. Kennedy, L-1855 Luxembourg",
      "VAT LU26888617",
    ],
    account: (r) => `${1 + Math.floor(r() * 9)}${digits(r, 11)}`,
    number: (r) => `EUINDE26-${digits(r, 7)}`,
  },
  "aws-jp": {
    key: "aws-jp",
    brand: "AWS",
    provider: "AWS",
    lines: ["Amazon Web Services Japan G.K.", "Meguro-ku, Tokyo 153-0064", "T1234567890123"],
    account: (r) => `${1 + Math.floor(r() * 9)}${digits(r, 11)}`,
    number: (r) => `JPIN26-${digits(r, 8)}`,
  },
  "aws-inc": {
    key: "aws-inc",
    brand: "AWS",
    provider: "AWS",
    lines: ["Amazon Web Services, Inc.", "410 Terry Avenue North, Seattle, WA 98109-5210"],
    account: (r) => `${1 + Math.floor(r() * 9)}${digits(r, 11)}`,
    number: (r) => digits(r, 10),
  },
  "aws-kr": {
    key: "aws-kr",
    brand: "AWS",
    provider: "AWS",
    lines: ["Amazon Web Services Korea LLC", "Gangnam-gu, Seoul"],
    account: (r) => `${1 + Math.floor(r() * 9)}${digits(r, 11)}`,
    number: (r) => `KRIN26-${digits(r, 7)}`,
  },
  "google-emea": {
    key: "google-emea",
    brand: "Google Cloud",
    provider: "GCP",
    lines: ["Google Cloud EMEA Limited", "70 Sir John Rogerson's Quay, Dublin 2, Ireland", "VAT IE3668997OH"],
    account: (r) => `${digits(r, 4).replace(/^0/, "1")}-${digits(r, 4)}-${digits(r, 4)}-${digits(r, 4)}`,
    number: (r) => `${3 + Math.floor(r() * 6)}${digits(r, 9)}`,
  },
  "google-jp": {
    key: "google-jp",
    brand: "Google Cloud",
    provider: "GCP",
    lines: ["Google Cloud Japan G.K.", "Shibuya-ku, Tokyo"],
    account: (r) => `${digits(r, 4).replace(/^0/, "1")}-${digits(r, 4)}-${digits(r, 4)}-${digits(r, 4)}`,
    number: (r) => `${3 + Math.floor(r() * 6)}${digits(r, 9)}`,
  },
  "microsoft-ireland": {
    key: "microsoft-ireland",
    brand: "Azure",
    provider: "Azure",
    lines: [
      "Microsoft Ireland Operations Ltd",
      "One Microsoft Place, Leopardstown, Dublin 18",
      "VAT IE8256796U",
    ],
    account: (r) => `${digits(r, 4)}-${digits(r, 4)}-${digits(r, 3)}`.replace(/^0/, "7"),
    number: (r) => `G0${digits(r, 8)}`,
  },
  "microsoft-corp": {
    key: "microsoft-corp",
    brand: "Azure",
    provider: "Azure",
    lines: ["Microsoft Corporation", "One Microsoft Way, Redmond, WA 98052"],
    account: (r) => `${digits(r, 4)}-${digits(r, 4)}-${digits(r, 3)}`.replace(/^0/, "7"),
    number: (r) => `G0${digits(r, 8)}`,
  },
  oracle: {
    key: "oracle",
    brand: "Oracle Cloud Infrastructure",
    provider: "Oracle",
    lines: ["Oracle America, Inc.", "2300 Oracle Way, Austin, TX 78741"],
    account: (r) => `CA-${digits(r, 7)}`,
    number: (r) => `OCI-${digits(r, 8)}`,
  },
  ibm: {
    key: "ibm",
    brand: "IBM Cloud",
    provider: "IBM",
    lines: ["IBM United Kingdom Limited", "PO Box 41, North Harbour, Portsmouth PO6 3AU"],
    account: (r) => `IBM${digits(r, 7)}`,
    number: (r) => `${digits(r, 3)}-${digits(r, 7)}`.replace(/^0/, "5"),
  },
  ovh: {
    key: "ovh",
    brand: "OVHcloud",
    provider: "OVHcloud",
    lines: ["OVH SAS", "2 rue Kellermann, 59100 Roubaix, France", "TVA FR22424761419"],
    account: (r) => `ab${digits(r, 5)}-ovh`,
    number: (r) => `FR${digits(r, 8)}`,
  },
  hetzner: {
    key: "hetzner",
    brand: "Hetzner Cloud",
    provider: "Hetzner",
    lines: ["Hetzner Online GmbH", "Industriestr. 25, 91710 Gunzenhausen", "USt-IdNr. DE812871812"],
    account: (r) => `K${digits(r, 10)}`,
    number: (r) => `R${digits(r, 10)}`,
  },
  scaleway: {
    key: "scaleway",
    brand: "Scaleway",
    provider: "Scaleway",
    lines: ["Scaleway SAS", "8 rue de la Ville l'Évêque, 75008 Paris", "TVA FR35433115904"],
    account: (r) => `org-${digits(r, 6)}`,
    number: (r) => `FR-${digits(r, 6)}-2026`,
  },
  digitalocean: {
    key: "digitalocean",
    brand: "DigitalOcean",
    provider: "DigitalOcean",
    lines: ["DigitalOcean, LLC", "101 6th Ave, New York, NY 10013"],
    account: () => null,
    number: (r) => digits(r, 9).replace(/^0/, "4"),
  },
  vultr: {
    key: "vultr",
    brand: "Vultr",
    provider: "Vultr",
    lines: ["Vultr Holdings, LLC", "West Palm Beach, FL 33401"],
    account: () => null,
    number: (r) => digits(r, 8).replace(/^0/, "9"),
  },
  linode: {
    key: "linode",
    brand: "Linode",
    provider: "Linode",
    lines: ["Akamai Technologies, Inc. (Linode)", "249 Arch St, Philadelphia, PA 19106"],
    account: () => null,
    number: (r) => digits(r, 8).replace(/^0/, "2"),
  },
  huawei: {
    key: "huawei",
    brand: "Huawei Cloud",
    provider: "Huawei Cloud",
    lines: [
      "PT Huawei Tech Investment (HUAWEI CLOUD)",
      "Jl. Kapten Tendean Kav. 12-14A, Jakarta Selatan 12790",
    ],
    account: (r) => `hw${digits(r, 8)}`,
    number: (r) => `HWC-ID-${digits(r, 4)}-${digits(r, 8)}`,
  },
  alibaba: {
    key: "alibaba",
    brand: "Alibaba Cloud",
    provider: "Alibaba Cloud",
    lines: ["Alibaba Cloud (Singapore) Private Limited", "8 Shenton Way, Singapore 068811"],
    account: (r) => digits(r, 16).replace(/^0/, "5"),
    number: (r) => `ALI${digits(r, 9)}`,
  },
};

/** One invoice as every producer renders it. */
export type ProducerInvoice = {
  name: string;
  producer: Producer;
  lang: Lang;
  seller: Seller;
  words: Words;
  money: Money;
  title: string;
  header: Array<[string, string]>;
  billTo: string[];
  services: Array<[string, string]>;
  summary: Array<[string, string]>;
  note: string;
  expected: Truth;
  /** What this producer is asked to show (letter-spaced amounts, landscape page, ...), for the README and tests. */
  traits: string[];
};

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cents = (v: number) => Math.round(v * 100) / 100;

export type Plan = {
  name: string;
  producer: Producer;
  lang: Lang;
  seller: string;
  currency: string;
  money: Money;
  /** e.g. 0.19 */
  taxRate: number;
  deductions?: Array<"credits" | "discount" | "savings">;
  /** Whole amounts only (JPY, KRW). */
  whole?: boolean;
  big?: boolean;
  traits?: string[];
};

function rate(r: number, lang: Lang): string {
  const pct = Math.round(r * 1000) / 10;
  const text = String(pct).replace(".", LEXICON_DOT.has(lang) ? "." : ",");
  return lang === "tr"
    ? `%${text}`
    : lang === "fr" || lang === "de" || lang === "cs" || lang === "fi"
      ? `${text} %`
      : `${text}%`;
}
const LEXICON_DOT = new Set<Lang>(["en", "ja", "zh", "ko"]);

/** Builds an invoice from its plan: figures from the seed, wording from the language, printed by `money`. */
export function buildInvoice(plan: Plan, seed: number): ProducerInvoice {
  const r = rng(seed);
  const words = WORDS[plan.lang];
  const seller = SELLERS[plan.seller];
  if (!seller) throw new Error(`unknown seller ${plan.seller}`);
  const round = (v: number) => (plan.whole ? Math.round(v) : cents(v));
  const scale = plan.whole ? 120 : 1;
  const count = 2 + Math.floor(r() * 3);
  const services: number[] = [];
  for (let i = 0; i < count; i++)
    services.push(round((plan.big ? 2000 + r() * 9000 : 40 + r() * 900) * scale));
  const charges = round(services.reduce((a, b) => a + b, 0));
  const ded = { credits: 0, discount: 0, savings: 0 };
  for (const kind of plan.deductions ?? []) ded[kind] = round(charges * (0.03 + r() * 0.08));
  const net = round(charges - ded.credits - ded.discount - ded.savings);
  const vat = round(net * plan.taxRate);
  const total = round(net + vat);
  const month = 1 + Math.floor(r() * 12);
  const day = 1 + Math.floor(r() * 28);
  const year = 2026;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const invoiceNumber = seller.number(r);
  const account = seller.account(r);
  const m = (v: number) => formatMoney(v, plan.money);
  const summary: Array<[string, string]> = [[words.charges, m(charges)]];
  if (ded.credits) summary.push([words.credits, m(-ded.credits)]);
  if (ded.discount) summary.push([words.discount, m(-ded.discount)]);
  if (ded.savings) summary.push([words.savings, m(-ded.savings)]);
  summary.push([words.net, m(net)]);
  summary.push([words.tax(rate(plan.taxRate, plan.lang)), m(vat)]);
  summary.push([words.total, m(total)]);
  const header: Array<[string, string]> = [
    [words.number, invoiceNumber],
    [words.date, words.dateStyle(day, month, year, words.months)],
  ];
  if (account) header.push([words.account, account]);
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const [prev, prevYear] = month === 1 ? [12, year - 1] : [month - 1, year];
  const from = words.dateStyle(1, prev, prevYear, words.months);
  header.push([words.period, `${from} – ${words.dateStyle(lastDay, prev, prevYear, words.months)}`]);
  const expected: Truth = {
    provider: seller.provider,
    document_type: "invoice",
    account_number: account,
    invoice_number: invoiceNumber,
    invoice_date: iso,
    currency: plan.currency,
    total_charges: charges,
    credits: ded.credits || null,
    discount: ded.discount || null,
    savings_plan: ded.savings || null,
    net_charges: net,
    vat: vat || null,
    service_charges: total,
  };
  return {
    name: plan.name,
    producer: plan.producer,
    lang: plan.lang,
    seller,
    words,
    money: plan.money,
    title: words.invoice,
    header,
    billTo: [words.billTo, "Nordlicht Analytics", "Hafenstraße 12", "20457 Hamburg"],
    services: services.map((v, i) => [
      `${seller.brand} ${words.services[i % words.services.length] ?? "Service"}`,
      m(v),
    ]),
    summary,
    note: words.pay,
    expected,
    traits: plan.traits ?? [],
  };
}
