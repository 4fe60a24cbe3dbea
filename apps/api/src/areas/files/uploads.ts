import { validationMessages } from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { BadInputError, DomainError } from '../../platform/errors/domain-errors.js';

/** A file over the route's limit: 413 with the Bulgarian size message of spec 1 §5. */
export class FileTooLargeError extends DomainError {
  readonly status = 413;
}

/**
 * Reads the one file of a multipart/form-data request from `field`, refusing it past `maxBytes`.
 * No file (or not a multipart request): 400 "Полето е задължително." on the field.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  const missing = (): BadInputError => new BadInputError(validationMessages.required, { [field]: [validationMessages.required] });
  if (!request.isMultipart()) throw missing();
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file || file.fieldname !== field) {
    await file?.toBuffer().catch(() => undefined);
    throw missing();
  }
  try {
    const data = await file.toBuffer();
    if (data.length === 0) throw missing();
    return data;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new FileTooLargeError(validationMessages.size(Math.floor(maxBytes / 1024)));
    }
    throw error;
  }
}
