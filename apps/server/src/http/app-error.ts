/**
 * A failure a service means to report to the caller: it becomes the API's error shape with this
 * status and code. The message is for developers; users see the text the web app maps `code` to.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(statusCode: number, code: string, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = options.field;
  }
}
