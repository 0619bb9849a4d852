import { MSG_UPLOAD_ONE_FILE, MSG_UPLOAD_UNREADABLE } from "#shared/messages/upload.ts";
import { HttpError } from "./http-error.ts";

/**
 * What a failure while reading a multipart body tells the client. Every such failure is the request's fault (a
 * file over the limit, too many parts, a body cut short or without its boundary), so it is a 4xx with a plain
 * message, never the parser's own words.
 */
export function uploadError(error: unknown, tooLargeMessage: string): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, tooLargeMessage);
  if (code === "FST_FILES_LIMIT") return new HttpError(400, MSG_UPLOAD_ONE_FILE);
  return new HttpError(400, MSG_UPLOAD_UNREADABLE);
}
