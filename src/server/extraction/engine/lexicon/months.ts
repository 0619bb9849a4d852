// Month names (full and abbreviated, accents removed, lower case) in the languages the engine reads.
const NAMES: Array<[number, string[]]> = [
  [
    1,
    [
      "january",
      "jan",
      "januar",
      "janvier",
      "janv",
      "enero",
      "ene",
      "janeiro",
      "gennaio",
      "gen",
      "januari",
      "jänner",
      "janner",
    ],
  ],
  [
    2,
    ["february", "feb", "februar", "fevrier", "fevr", "fev", "febrero", "fevereiro", "febbraio", "februari"],
  ],
  [3, ["march", "mar", "marz", "maerz", "mars", "marzo", "marco", "maart", "mrt"]],
  [4, ["april", "apr", "avril", "avr", "abril", "abr", "aprile"]],
  [5, ["may", "mai", "mayo", "maio", "maggio", "mag", "mei"]],
  [6, ["june", "jun", "juni", "juin", "junio", "junho", "giugno", "giu"]],
  [7, ["july", "jul", "juli", "juillet", "juil", "julio", "julho", "luglio", "lug"]],
  [8, ["august", "aug", "aout", "agosto", "ago", "augustus"]],
  [9, ["september", "sep", "sept", "septembre", "septiembre", "setembro", "set", "settembre"]],
  [10, ["october", "oct", "oktober", "okt", "octobre", "octubre", "outubro", "out", "ottobre", "ott"]],
  [11, ["november", "nov", "novembre", "noviembre", "novembro"]],
  [12, ["december", "dec", "dezember", "dez", "decembre", "diciembre", "dic", "dezembro", "dicembre"]],
];

export const MONTHS = new Map<string, number>(
  NAMES.flatMap(([month, names]) => names.map((n) => [n, month] as const)),
);

/** Alternation for regular expressions, longest first (accented forms are matched after folding). */
export const MONTH_ALT = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join("|");
