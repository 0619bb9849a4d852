/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** A machine-readable reason sent beside the message (`{ error, code }`), when the client acts on it. */
  readonly code: string | undefined;
  constructor(statusCode: number, message: string, options?: ErrorOptions & { code?: string }) {
    super(message, options);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.code = options?.code;
  }
}
