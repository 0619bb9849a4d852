/** How far before a "stream" keyword its dictionary is looked for. */
const DICT_LOOKBACK_BYTES = 4096;

/** A stream as written in the file: the dictionary before it (from its "obj") and its data, undecoded. */
export type RawStream = { dict: string; data: Uint8Array };

/**
 * Every stream of a PDF file found by its keywords, without parsing the file: for the checks made before pdf.js
 * reads anything. The scan goes on inside each stream's data rather than jumping to its "endstream": the
 * cross-reference table may point pdf.js at an object hidden there, so a stream in another's data is checked too.
 */
export function* rawStreams(bytes: Buffer): Generator<RawStream> {
  let from = 0;
  for (;;) {
    const keyword = bytes.indexOf("stream", from, "latin1");
    if (keyword < 0) return;
    from = keyword + 6;
    // "endstream" also contains "stream": only a keyword followed by an end of line starts data.
    if (keyword >= 3 && bytes.subarray(keyword - 3, keyword).toString("latin1") === "end") continue;
    let start = keyword + 6;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] !== 0x0a && bytes[start - 1] !== 0x0d) continue;
    if (bytes[start] === 0x0a) start++;
    const end = bytes.indexOf("endstream", start, "latin1");
    const before = bytes.subarray(Math.max(0, keyword - DICT_LOOKBACK_BYTES), keyword).toString("latin1");
    yield {
      dict: before.slice(Math.max(before.lastIndexOf("obj"), 0)),
      data: bytes.subarray(start, end < 0 ? bytes.length : end),
    };
  }
}
