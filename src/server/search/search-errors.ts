// A request the API refuses, with Algolia's status and message; the routes send it as
// {"message", "status"}.

export class SearchRequestError extends Error {
  readonly status: 400 | 403 | 404 | 413;

  constructor(status: 400 | 403 | 404 | 413, message: string) {
    super(message);
    this.name = 'SearchRequestError';
    this.status = status;
  }
}
