/**
 * Typed errors with Bulgarian messages. Services throw these; DomainErrorFilter maps them to HTTP.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadInputError extends DomainError {
  readonly status = 400;
  constructor(
    message = 'Невалидни данни.',
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export class NotSignedInError extends DomainError {
  readonly status = 401;
  constructor(message = 'Необходимо е да влезете в системата.') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(message = 'Нямате права за това действие.') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  constructor(message = 'Записът не е намерен.') {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly status = 409;
}

export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
