/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "HttpError";
    this.statusCode = statusCode;
  }
}
