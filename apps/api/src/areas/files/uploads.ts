import { validationMessages } from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { BadInputError, DomainError } from '../../platform/errors/domain-errors.js';

/** A file over the route's limit: 413 with the Bulgarian size message of spec 1 §5. */
export class FileTooLargeError extends DomainError {
  readonly status = 413;
}

/** One uploaded file: the name the browser gave and the content. */
export interface UploadedPart {
  fileName: string;
  data: Buffer;
}

const missing = (field: string): BadInputError =>
  new BadInputError(validationMessages.required, { [field]: [validationMessages.required] });

/** Maps multipart's own errors: past the size limit 413 with the size message; past the count 400. */
function uploadError(error: unknown, field: string, maxBytes: number, tooMany: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileTooLargeError(validationMessages.size(Math.floor(maxBytes / 1024)));
  if (code === 'FST_FILES_LIMIT') return new BadInputError(tooMany, { [field]: [tooMany] });
  return error;
}

/**
 * Reads the one file of a multipart/form-data request from `field`, refusing it past `maxBytes`.
 * No file (or not a multipart request): 400 "Полето е задължително." on the field.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw missing(field);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file || file.fieldname !== field) {
    await file?.toBuffer().catch(() => undefined);
    throw missing(field);
  }
  try {
    const data = await file.toBuffer();
    if (data.length === 0) throw missing(field);
    return data;
  } catch (error) {
    throw uploadError(error, field, maxBytes, validationMessages.required);
  }
}

/**
 * Reads every file of `field` (other fields' files are read and dropped), at most `maxFiles` of at most `maxBytes`
 * each. No non-empty file: 400 required; too many: 400 `tooMany`; too large: 413.
 */
export async function readFileParts(
  request: FastifyRequest,
  field: string,
  options: { maxBytes: number; maxFiles: number; tooMany: string },
): Promise<UploadedPart[]> {
  if (!request.isMultipart()) throw missing(field);
  const parts: UploadedPart[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: options.maxBytes, files: options.maxFiles } })) {
      const data = await part.toBuffer();
      if (part.fieldname === field && data.length > 0) parts.push({ fileName: part.filename, data });
    }
  } catch (error) {
    throw uploadError(error, field, options.maxBytes, options.tooMany);
  }
  if (parts.length === 0) throw missing(field);
  return parts;
}
