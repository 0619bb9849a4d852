/** Deepest nesting of arrays/objects accepted in a JSON body sent to /api/auth/* (theirs need 2 or 3). */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests arrays/objects deeper than `max`. Scans the text once without parsing, so a
 * hostile body of a million brackets costs one pass, never a deep recursion.
 */
export function isNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
