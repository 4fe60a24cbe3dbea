import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { attachmentDisposition, exportFileName, type ExportFormat, exportFormats } from '@kg/contracts';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { sofiaToday } from './format.js';

/** A finished file for the user to save: what a report service returns. */
export interface ExportFile {
  /** The real (Bulgarian) name, e.g. "Справка за профила - Елена Димитрова - 21.11.2026.pdf". */
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Wraps rendered bytes with the name of the file-name rule (title - subject - today in Sofia). */
export function exportFile(
  format: ExportFormat,
  content: Buffer,
  name: { title: string; subject?: string | null; day?: string },
): ExportFile {
  return {
    fileName: exportFileName({ title: name.title, subject: name.subject, day: name.day ?? sofiaToday() }, format),
    contentType: exportFormats[format].contentType,
    content,
  };
}

/**
 * The answer of a download: `Content-Type`, `Content-Length` and `Content-Disposition: attachment` with the ASCII
 * fallback name and the UTF-8 name (RFC 6266/5987). On Fastify, Nest's adapter copies these from the
 * StreamableFile onto the reply unless a header is already set.
 */
export function toStreamableFile(file: ExportFile): StreamableFile {
  return new StreamableFile(file.content, {
    type: file.contentType,
    disposition: attachmentDisposition(file.fileName),
    length: file.content.length,
  });
}

/** Sends the handler's ExportFile as a download that no cache keeps (reports carry personal data). */
@Injectable()
export class FileDownloadInterceptor implements NestInterceptor<ExportFile, StreamableFile> {
  intercept(context: ExecutionContext, next: CallHandler<ExportFile>): Observable<StreamableFile> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((file) => {
        void reply.header('Cache-Control', 'no-store');
        return toStreamableFile(file);
      }),
    );
  }
}

/**
 * Marks a handler that returns an `ExportFile`: it is sent as an attachment with its name and `no-store`.
 * The handler stays one line: `return this.reports.pdf(user);`.
 */
export const FileDownload = (): MethodDecorator => applyDecorators(UseInterceptors(FileDownloadInterceptor));
