// npm run -s admin:create -- --email E --password P: creates or resets a verified admin.
import { parseArgs } from "node:util";
import { upsertVerifiedAdmin } from "#server/auth/admin-users.ts";
import { newPasswordProblem } from "#server/auth/password-policy.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { readRecordedSiteUrl } from "#server/site-url-record.ts";
import { MIN_CLI_PASSWORD_LENGTH } from "#shared/limits.ts";
import { MSG_CLI_PASSWORD_TOO_SHORT } from "#shared/messages/auth.ts";
import { NewCredentialsSchema } from "#shared/schemas/auth-form.ts";
import { runCommand, withMigratedDatabase } from "./database-command.ts";

const USAGE = "Usage: npm run -s admin:create -- --email you@example.com --password 'at-least-12-characters'";

function readCredentials(argv: string[]): { email: string; password: string } {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: "string" }, password: { type: "string" } },
    strict: true,
  });
  const parsed = NewCredentialsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // A password too short for the form is too short here too: say this command's own (stricter) minimum.
    if (issue?.path[0] === "password" && issue.code === "too_small")
      throw new UsageError(MSG_CLI_PASSWORD_TOO_SHORT);
    throw new UsageError(issue?.message ?? "Invalid arguments");
  }
  // Stricter than the sign-up form (decision 011): this is how the first, all-powerful account is made.
  if (parsed.data.password.length < MIN_CLI_PASSWORD_LENGTH) throw new UsageError(MSG_CLI_PASSWORD_TOO_SHORT);
  const problem = newPasswordProblem(parsed.data.password);
  if (problem) throw new UsageError(problem);
  return parsed.data;
}

class UsageError extends Error {}

/**
 * PUBLIC_URL, else HOST/PORT when this shell sets PORT, else the address the server recorded when it last
 * started (it may run with another PORT than this shell knows), else the default.
 */
function signInBase(config: Config): string {
  if (process.env.PUBLIC_URL || process.env.PORT) return config.publicUrl;
  return readRecordedSiteUrl(config.dataDir) ?? config.publicUrl;
}

async function main(): Promise<number> {
  let credentials: { email: string; password: string };
  try {
    credentials = readCredentials(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  return withMigratedDatabase(config, async (database) => {
    const outcome = await upsertVerifiedAdmin(database.db, credentials.email, credentials.password);
    const verb =
      outcome === "created" ? "created" : "updated (password reset, email verified, sessions ended)";
    console.log(`Admin ${credentials.email.toLowerCase()} ${verb}. Sign in at ${signInBase(config)}/auth`);
    return 0;
  });
}

runCommand(main);
