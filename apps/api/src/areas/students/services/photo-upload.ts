import {
  hasNulCharacter,
  nulCharacterMessage,
  STUDENT_PHOTO_FIELD,
  STUDENT_PHOTO_MAX_BYTES,
  type StudentPhotoConsentFields,
  studentPhotoConsentFields,
  validationMessages,
} from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { BadInputError } from '../../../platform/errors/domain-errors.js';
import { FileTooLargeError } from '../../files/uploads.js';

/** The photo of a child with the consent fields sent in the same multipart form. */
export interface PhotoUpload {
  data: Buffer;
  consent: StudentPhotoConsentFields;
}

/**
 * Reads the multipart form of a child's photo (the files kit's limits and messages): the one file of
 * STUDENT_PHOTO_FIELD (413 past STUDENT_PHOTO_MAX_BYTES) and the consent fields, in any order. Any fault answers 400
 * with every field's Bulgarian message at once.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  const fields: Record<string, string> = {};
  let data: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({ limits: { fileSize: STUDENT_PHOTO_MAX_BYTES, files: 1, fields: 10 } })) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          if (part.fieldname === STUDENT_PHOTO_FIELD && content.length > 0) data = content;
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new FileTooLargeError(validationMessages.size(Math.floor(STUDENT_PHOTO_MAX_BYTES / 1024)));
      }
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new BadInputError('Невалидни данни.');
      throw error;
    }
  }
  const errors: Record<string, string[]> = {};
  if (!data) errors[STUDENT_PHOTO_FIELD] = [validationMessages.required];
  for (const [name, value] of Object.entries(fields)) if (hasNulCharacter(value)) errors[name] = [nulCharacterMessage];
  const parsed = studentPhotoConsentFields.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  }
  if (Object.keys(errors).length || !parsed.success || !data) throw new BadInputError('Невалидни данни.', errors);
  return { data, consent: parsed.data };
}
