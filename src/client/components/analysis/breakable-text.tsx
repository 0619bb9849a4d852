import { Fragment } from "react";

// Where an address or an id may wrap: before "@" and "." (as an address is broken in print: the mark starts the
// next line, so the first line cannot be read as complete), after "-", "_" and "/".
const BREAK_BEFORE = /^[@.]$/;
const BREAK_AFTER = /^[-_/]$/;

/**
 * A long e-mail address or invoice number that wraps at its separators ("jane.doe@" / ".example.com",
 * "EUINDE24-" / "1597843") instead of at any letter; a run with no separator that is still too wide breaks where it
 * must (the caller's overflow-wrap).
 */
export function BreakableText({ text }: { text: string }) {
  const parts: string[] = [];
  let current = "";
  for (const char of text) {
    if (BREAK_BEFORE.test(char) && current !== "") {
      parts.push(current);
      current = "";
    }
    current += char;
    if (BREAK_AFTER.test(char)) {
      parts.push(current);
      current = "";
    }
  }
  if (current !== "") parts.push(current);
  // Inline-block: the whole text goes to the next line when it fits there, rather than splitting where a space
  // before it would do; it breaks inside only when longer than a line.
  return (
    <span className="inline-block max-w-full">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
