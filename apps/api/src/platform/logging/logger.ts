import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** Structured JSON logs. Fastify adds a request id (`reqId`) to every line logged for a request. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'kindergarten-api' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.epaySecret'],
      censor: '[скрито]',
    },
  });
}

/** Nest's own messages go to the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, message instanceof Error ? message.message : String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
