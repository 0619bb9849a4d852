import { describe, expect, it } from "vitest";
import { formatLogLine, terminalLogDestination } from "#server/logging/terminal-log.ts";

const line = (entry: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 27, 9, 5, 7, 123), pid: 1, hostname: "h", ...entry });

// On a terminal the log reads as lines of text; piped (containers, log shippers) it stays pino's JSON.
describe("the terminal log", () => {
  it("writes time, level, message and the fields, without pid and hostname", () => {
    expect(formatLogLine(line({ msg: "Cloud Bill Check is running", requestId: "abc", ms: 12 }))).toBe(
      "09:05:07.123 INFO  Cloud Bill Check is running  requestId=abc ms=12\n",
    );
    expect(formatLogLine(line({ level: 40, msg: "slow", note: "two words" }))).toBe(
      '09:05:07.123 WARN  slow  note="two words"\n',
    );
  });

  it("puts an error's stack under its line", () => {
    const text = formatLogLine(
      line({ level: 50, msg: "request failed", err: { message: "boom", stack: "Error: boom\n    at x" } }),
    );
    expect(text).toBe("09:05:07.123 ERROR request failed\n    Error: boom\n        at x\n");
  });

  it("is chosen only when stdout is a terminal, with colours unless NO_COLOR", () => {
    const written: string[] = [];
    const tty = { isTTY: true, write: (text: string) => written.push(text) };
    expect(terminalLogDestination({ isTTY: false, write: () => true }, {})).toBeUndefined();
    terminalLogDestination(tty, { NO_COLOR: "1" })?.stream.write(`${line({ msg: "plain" })}\n`);
    terminalLogDestination(tty, {})?.stream.write(`${line({ msg: "coloured" })}\n`);
    expect(written[0]).toBe("09:05:07.123 INFO  plain\n");
    expect(written[1]).toContain("\u001b[32mINFO \u001b[0m coloured");
  });

  it("passes a line that is not JSON through", () => {
    expect(formatLogLine("not json")).toBe("not json\n");
  });
});
