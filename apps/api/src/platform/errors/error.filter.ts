import { ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type ErrorResponse, nulCharacterMessage } from '@kg/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadInputError, DomainError, TooManyRequestsError } from './domain-errors.js';

const httpMessages: Record<number, string> = {
  400: 'Невалидни данни.',
  401: 'Необходимо е да влезете в системата.',
  403: 'Нямате права за това действие.',
  404: 'Търсеният ресурс не съществува.',
  405: 'Методът не е позволен.',
  406: 'Форматът не се поддържа.',
  409: 'Конфликт с текущото състояние на записа.',
  413: 'Заявката е твърде голяма.',
  415: 'Типът на съдържанието не се поддържа.',
  429: 'Твърде много заявки. Опитайте отново по-късно.',
  500: 'Възникна грешка! Екипът ни работи по отстраняването на проблема.',
};

/** PostgreSQL errors that mean the input was at fault, not the server. */
const inputFaultCodes: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'Такъв запис вече съществува.' },
  '23503': { status: 409, message: 'Записът е свързан с други данни и не може да бъде променен или изтрит.' },
  '23P01': { status: 409, message: 'Записът се застъпва с друг запис за същия период.' },
  '23514': { status: 400, message: 'Невалидни данни.' },
  '22P02': { status: 400, message: 'Невалидни данни.' },
  '22003': { status: 400, message: 'Стойността е извън допустимите граници.' },
  '22001': { status: 400, message: 'Стойността е твърде дълга.' },
  '22007': { status: 400, message: 'Моля, въведете валидна дата.' },
  '22008': { status: 400, message: 'Моля, въведете валидна дата.' },
  // A NUL character in text (0x00 is not valid UTF-8 text for PostgreSQL) or in JSON (\u0000 cannot be converted to
  // text): the validation refuses it first (platform/validation); this is the safety net.
  '22021': { status: 400, message: nulCharacterMessage },
  '22P05': { status: 400, message: nulCharacterMessage },
  '42501': { status: 404, message: 'Търсеният ресурс не съществува.' },
};

function toResponse(error: unknown): { body: ErrorResponse; headers?: Record<string, string> } {
  if (error instanceof DomainError) {
    const body: ErrorResponse = { statusCode: error.status, message: error.message };
    if (error instanceof BadInputError && Object.keys(error.errors).length) body.errors = error.errors;
    if (error instanceof TooManyRequestsError) {
      return { body, headers: { 'retry-after': String(error.retryAfterSeconds) } };
    }
    return { body };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { body: { statusCode: status, message: httpMessages[status] ?? httpMessages[500]! } };
  }
  const fastifyStatus = (error as { statusCode?: number }).statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    return { body: { statusCode: fastifyStatus, message: httpMessages[fastifyStatus] ?? httpMessages[400]! } };
  }
  const pgCode =
    (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  const fault = pgCode ? inputFaultCodes[pgCode] : undefined;
  if (fault) return { body: { statusCode: fault.status, message: fault.message } };
  return { body: { statusCode: 500, message: httpMessages[500]! } };
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { body, headers } = toResponse(error);
    if (body.statusCode >= 500) {
      request.log?.error({ err: error }, 'unhandled error');
      if (!request.log) this.logger.error(error);
    }
    if (headers) void reply.headers(headers);
    void reply.status(body.statusCode).send(body);
  }
}
