// How invoices print dates.

export type Day = { y: number; m: number; d: number };

export type DateFormat =
  | "iso" // 2026-03-01
  | "ymd-slash" // 2026/03/01
  | "dmy-dot" // 01.03.2026
  | "dmy-slash" // 01/03/2026 (day first: EU, IN, BR, AU sellers)
  | "mdy-slash" // 03/01/2026 (month first: US Microsoft)
  | "d-month-en" // 1 March 2026
  | "month-d-en" // March 1, 2026
  | "mon-d-en" // Mar 1, 2026
  | "month-d-aws-legacy" // March 1 , 2026 (stray space, legacy AWS)
  | "dd-mon-yyyy" // 30-APR-2026 (Oracle)
  | "d-month-de" // 1. März 2026
  | "d-month-fr" // 1er mars 2026
  | "d-month-es" // 1 de marzo de 2026
  | "d-month-it" // 1 marzo 2026
  | "d-month-nl" // 1 maart 2026
  | "d-month-pt" // 1 de março de 2026
  | "ymd-kanji" // 2026年3月1日
  | "ymd-hangul" // 2026년 3월 1일
  | "ymd-dot" // 2026.03.01
  | "ymd-dot-spaced" // 2026. 3. 1.
  | "d-month-pl" // 1 marca 2026 (genitive)
  | "d-month-cs" // 1. března 2026 (genitive)
  | "d-month-fi" // 1. maaliskuuta 2026
  | "d-month-sv" // 1 mars 2026
  | "d-month-da" // 1. marts 2026
  | "d-month-nb" // 1. mars 2026
  | "d-month-tr" // 1 Mart 2026
  | "d-month-el" // 2 Ιουλίου 2026 (genitive)
  | "ymd-month-hu" // 2026. július 2.
  | "ymd-dot-hu" // 2026.07.02.
  | "d-month-id" // 2 Juli 2026
  | "d-month-ro" // 2 iulie 2026
  | "d-month-uk" // 2 липня 2026 р. (genitive)
  | "d-month-ar" // 2 يوليو 2026
  | "d-month-ar-levant" // 2 تموز 2026
  | "d-month-ar-indic"; // ٢ يوليو ٢٠٢٦ (Arabic-Indic digits)

const MONTHS: Record<string, string[]> = {
  en: "January February March April May June July August September October November December".split(" "),
  de: "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(" "),
  fr: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" "),
  es: "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(" "),
  it: "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(
    " ",
  ),
  nl: "januari februari maart april mei juni juli augustus september oktober november december".split(" "),
  pt: "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(" "),
  pl: "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(
    " ",
  ),
  cs: "ledna února března dubna května června července srpna září října listopadu prosince".split(" "),
  fi: "tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta".split(
    " ",
  ),
  sv: "januari februari mars april maj juni juli augusti september oktober november december".split(" "),
  da: "januar februar marts april maj juni juli august september oktober november december".split(" "),
  nb: "januar februar mars april mai juni juli august september oktober november desember".split(" "),
  tr: "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(" "),
  el: "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου".split(
    " ",
  ),
  hu: "január február március április május június július augusztus szeptember október november december".split(
    " ",
  ),
  id: "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split(" "),
  ro: "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split(
    " ",
  ),
  uk: "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split(" "),
  ar: "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(" "),
  "ar-levant": [
    "كانون الثاني",
    "شباط",
    "آذار",
    "نيسان",
    "أيار",
    "حزيران",
    "تموز",
    "آب",
    "أيلول",
    "تشرين الأول",
    "تشرين الثاني",
    "كانون الأول",
  ],
};

/** Digits as Arabic-Indic (٠-٩). */
export const arabicIndic = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

const pad = (n: number) => String(n).padStart(2, "0");

export function isoOf(day: Day): string {
  return `${day.y}-${pad(day.m)}-${pad(day.d)}`;
}

function month(lang: string, m: number): string {
  return (MONTHS[lang] as string[])[m - 1] as string;
}

export function formatDate(day: Day, format: DateFormat): string {
  const { y, m, d } = day;
  switch (format) {
    case "iso":
      return isoOf(day);
    case "ymd-slash":
      return `${y}/${pad(m)}/${pad(d)}`;
    case "dmy-dot":
      return `${pad(d)}.${pad(m)}.${y}`;
    case "dmy-slash":
      return `${pad(d)}/${pad(m)}/${y}`;
    case "mdy-slash":
      return `${pad(m)}/${pad(d)}/${y}`;
    case "d-month-en":
      return `${d} ${month("en", m)} ${y}`;
    case "month-d-en":
      return `${month("en", m)} ${d}, ${y}`;
    case "mon-d-en":
      return `${month("en", m).slice(0, 3)} ${d}, ${y}`;
    case "month-d-aws-legacy":
      return `${month("en", m)} ${d} , ${y}`;
    case "dd-mon-yyyy":
      return `${pad(d)}-${month("en", m).slice(0, 3).toUpperCase()}-${y}`;
    case "d-month-de":
      return `${d}. ${month("de", m)} ${y}`;
    case "d-month-fr":
      return `${d === 1 ? "1er" : d} ${month("fr", m)} ${y}`;
    case "d-month-es":
      return `${d} de ${month("es", m)} de ${y}`;
    case "d-month-it":
      return `${d} ${month("it", m)} ${y}`;
    case "d-month-nl":
      return `${d} ${month("nl", m)} ${y}`;
    case "d-month-pt":
      return `${d} de ${month("pt", m)} de ${y}`;
    case "ymd-kanji":
      return `${y}年${m}月${d}日`;
    case "ymd-hangul":
      return `${y}년 ${m}월 ${d}일`;
    case "ymd-dot":
      return `${y}.${pad(m)}.${pad(d)}`;
    case "ymd-dot-spaced":
      return `${y}. ${m}. ${d}.`;
    case "d-month-pl":
    case "d-month-sv":
    case "d-month-tr":
      return `${d} ${month(format.slice(8), m)} ${y}`;
    case "d-month-cs":
    case "d-month-fi":
    case "d-month-da":
    case "d-month-nb":
      return `${d}. ${month(format.slice(8), m)} ${y}`;
    case "d-month-el":
    case "d-month-id":
    case "d-month-ro":
    case "d-month-ar":
      return `${d} ${month(format.slice(8), m)} ${y}`;
    case "d-month-ar-levant":
      return `${d} ${month("ar-levant", m)} ${y}`;
    case "d-month-ar-indic":
      return arabicIndic(`${d} ${month("ar", m)} ${y}`);
    case "d-month-uk":
      return `${d} ${month("uk", m)} ${y} р.`;
    case "ymd-month-hu":
      return `${y}. ${month("hu", m)} ${d}.`;
    case "ymd-dot-hu":
      return `${y}.${pad(m)}.${pad(d)}.`;
  }
}

/** A billing period as printed: "March 1 - March 31, 2026", "01.03.2026 - 31.03.2026", ... */
export function formatPeriod(start: Day, end: Day, format: DateFormat, joiner: string): string {
  if (format === "month-d-en" || format === "month-d-aws-legacy") {
    const tail = format === "month-d-aws-legacy" ? ` , ${end.y}` : `, ${end.y}`;
    return `${month("en", start.m)} ${start.d}${joiner}${month("en", end.m)} ${end.d}${tail}`;
  }
  if (format === "mon-d-en") {
    return `${month("en", start.m).slice(0, 3)} ${start.d}, ${start.y}${joiner}${formatDate(end, format)}`;
  }
  return `${formatDate(start, format)}${joiner}${formatDate(end, format)}`;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function addDays(day: Day, days: number): Day {
  const date = new Date(Date.UTC(day.y, day.m - 1, day.d + days));
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}
