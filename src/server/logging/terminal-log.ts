/**
 * Log lines a person reads on a terminal: `12:04:05.123 INFO  message  key=value`, an error's stack indented below.
 * Only when stdout is a terminal; piped or collected (containers, systemd, log shippers) the lines stay pino's JSON,
 * one object per line. A few lines of our own instead of pino-pretty: nothing more to install in production.
 */

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: "TRACE", color: "90" },
  20: { name: "DEBUG", color: "36" },
  30: { name: "INFO", color: "32" },
  40: { name: "WARN", color: "33" },
  50: { name: "ERROR", color: "31" },
  60: { name: "FATAL", color: "35" },
};

/** pino's own fields, shown in the line's head or not at all. */
const HEAD_FIELDS = new Set(["level", "time", "pid", "hostname", "msg", "err"]);

function clock(time: unknown): string {
  const date = typeof time === "number" ? new Date(time) : new Date();
  return date.toISOString().slice(11, 23);
}

function fieldValue(value: unknown): string {
  if (typeof value === "string") return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One JSON log line as a readable line (a line that is not JSON is passed through). */
export function formatLogLine(line: string, colors = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith("\n") ? line : `${line}\n`;
  }
  const level = LEVELS[Number(entry.level)] ?? {
    name: String(entry.level ?? "LOG").toUpperCase(),
    color: "0",
  };
  const paint = (code: string, text: string) => (colors ? `\u001b[${code}m${text}\u001b[0m` : text);
  const fields = Object.entries(entry)
    .filter(([key]) => !HEAD_FIELDS.has(key))
    .map(([key, value]) => `${paint("90", `${key}=`)}${fieldValue(value)}`);
  const message = typeof entry.msg === "string" ? entry.msg : "";
  let text = `${paint("90", clock(entry.time))} ${paint(level.color, level.name.padEnd(5))} ${message}`;
  if (fields.length > 0) text += `  ${fields.join(" ")}`;
  const err = entry.err as { message?: unknown; stack?: unknown } | undefined;
  if (err && typeof err === "object") {
    const stack = typeof err.stack === "string" ? err.stack : String(err.message ?? "");
    text += `\n${stack
      .split("\n")
      .map((row) => `    ${row}`)
      .join("\n")}`;
  }
  return `${text}\n`;
}

interface Terminal {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Where the server's logger writes: a readable stream when `out` is a terminal, nothing (pino's JSON on stdout)
 * otherwise. Colours unless NO_COLOR is set.
 */
export function terminalLogDestination(
  out: Terminal = process.stdout,
  env: Record<string, string | undefined> = process.env,
): { stream: { write(line: string): void } } | undefined {
  if (!out.isTTY) return undefined;
  const colors = !env.NO_COLOR;
  return { stream: { write: (line: string) => void out.write(formatLogLine(line.trimEnd(), colors)) } };
}
