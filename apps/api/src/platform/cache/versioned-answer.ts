import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { OwnTenantTransaction } from '../database/tenant-transaction.interceptor.js';
import type { VersionedAnswer } from './versioned-cache.js';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const GZIP_ABOVE_BYTES = 1024;

/**
 * Sends a `VersionedAnswer`: the stored JSON bytes with their ETag, or 304 when the request's If-None-Match named it.
 * `Cache-Control: private, no-cache`: the browser keeps the answer but asks every time (with If-None-Match), so a
 * changed grid is never shown from its cache; `Vary: Authorization` keeps one user's copy from another's. A large
 * answer goes gzipped to a client that accepts it (a 75 KB grid is a few KB), compressed once per cached entry.
 */
@Injectable()
export class VersionedAnswerInterceptor implements NestInterceptor<VersionedAnswer, Buffer | undefined> {
  intercept(context: ExecutionContext, next: CallHandler<VersionedAnswer>): Observable<Buffer | undefined> {
    const http = context.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const gzip = /\bgzip\b/.test(http.getRequest<FastifyRequest>().headers['accept-encoding'] ?? '');
    return next.handle().pipe(
      map((answer) => {
        void reply.header('ETag', answer.etag);
        void reply.header('Cache-Control', 'private, no-cache');
        void reply.header('Vary', 'Authorization, Accept-Encoding');
        if (answer.body === null) {
          void reply.status(304);
          return undefined;
        }
        void reply.header('Content-Type', 'application/json; charset=utf-8');
        if (!gzip || !answer.gzipped || answer.body.length < GZIP_ABOVE_BYTES) return answer.body;
        void reply.header('Content-Encoding', 'gzip');
        return answer.gzipped();
      }),
    );
  }
}

/**
 * Marks a handler that returns a `VersionedAnswer` (VersionedCache.json): ETag, 304, the JSON bytes as they are. The
 * request opens no tenant transaction of its own: `VersionedCache.json` opens one only to compute a miss.
 */
export const VersionedJson = (): MethodDecorator =>
  applyDecorators(OwnTenantTransaction(), UseInterceptors(VersionedAnswerInterceptor));
