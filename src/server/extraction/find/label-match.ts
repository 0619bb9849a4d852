import { isTextRole, LABELS, type Role } from "../lexicon/labels.ts";
import { fold } from "../read/fold.ts";
import { memoByString } from "../read/memo.ts";

/** A word of a label key with its place in the original text. */
export type KeyToken = { word: string; start: number; end: number };

export type LabelMatch = {
  role: Role;
  weight: number;
  /** Token indexes [first, last). */
  first: number;
  last: number;
  /** Character offsets in the matched text. */
  start: number;
  end: number;
  words: number;
};

function tokensOf(text: string): KeyToken[] {
  const folded = fold(text);
  const tokens: KeyToken[] = [];
  for (const match of folded.matchAll(/[a-z0-9]+|#|[°º]/g)) {
    const start = match.index ?? 0;
    let word = match[0];
    const end = start + word.length;
    const previous = tokens.at(-1);
    if (
      (word === "°" || word === "º") &&
      (previous?.word === "n" || previous?.word === "no") &&
      previous.end === start
    ) {
      previous.word = "no";
      previous.end = end;
      continue;
    }
    if (word === "°" || word === "º") continue;
    if (word === "#" || word === "nr" || word === "nro" || word === "num" || word === "nbr" || word === "n")
      word = "no";
    tokens.push({ word, start, end });
  }
  return tokens;
}

/** Splits text into folded label words; "n°", "nº", "nr", "#" and "num" read as "no". */
export const keyTokens = memoByString(tokensOf);

type Phrase = { words: string[]; role: Role; weight: number };

const INDEX = new Map<string, Phrase[]>();
/** Every word used in a label of the lexicon, folded. */
export const LABEL_WORDS = new Set<string>();
for (const entry of LABELS) {
  for (const phrase of entry.phrases) {
    const words = keyTokens(phrase).map((t) => t.word);
    for (const word of words) if (!/\d/.test(word)) LABEL_WORDS.add(word);
    const first = words[0];
    if (!first) continue;
    const list = INDEX.get(first) ?? [];
    list.push({ words, role: entry.role, weight: entry.weight });
    INDEX.set(first, list);
  }
}

/** Every lexicon phrase found in the tokens, at word boundaries. */
export function matchLabels(tokens: KeyToken[]): LabelMatch[] {
  const matches: LabelMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const phrases = INDEX.get(tokens[i]?.word ?? "");
    if (!phrases) continue;
    for (const phrase of phrases) {
      if (i + phrase.words.length > tokens.length) continue;
      let ok = true;
      for (let k = 1; k < phrase.words.length; k++) {
        if (tokens[i + k]?.word !== phrase.words[k]) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      const last = i + phrase.words.length;
      matches.push({
        role: phrase.role,
        weight: phrase.weight,
        first: i,
        last,
        start: tokens[i]?.start ?? 0,
        end: tokens[last - 1]?.end ?? 0,
        words: phrase.words.length,
      });
    }
  }
  return matches;
}

/** The label that names the text: the earliest match, then the longest (the head of a label decides). */
export function headMatch(matches: LabelMatch[], family: "money" | "text"): LabelMatch | null {
  let best: LabelMatch | null = null;
  for (const match of matches) {
    if (isTextRole(match.role) !== (family === "text")) continue;
    if (
      !best ||
      match.first < best.first ||
      (match.first === best.first &&
        (match.words > best.words || (match.words === best.words && match.weight > best.weight)))
    ) {
      best = match;
    }
  }
  return best;
}
