import { z } from 'zod';

/** Multipart field names of spec 2 §7.3 "Files". */
export const FILE_FIELD = 'file';
export const FILES_FIELD = 'files';
/** How many files one `files/temp/multiple/upload` may carry. */
export const MAX_FILES_PER_UPLOAD = 10;
/** A temporary upload is removed this long after it was made unless a record claims it. */
export const TEMP_FILE_TTL_HOURS = 24;

/** The stored kinds, recognised by their content (never by the name or the type the browser sent). */
export const storedFileTypes = {
  'application/pdf': { extension: 'pdf', label: 'PDF' },
  'image/jpeg': { extension: 'jpg', label: 'JPEG' },
  'image/png': { extension: 'png', label: 'PNG' },
  'image/webp': { extension: 'webp', label: 'WebP' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extension: 'docx', label: 'Word (DOCX)' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extension: 'xlsx', label: 'Excel (XLSX)' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    extension: 'pptx',
    label: 'PowerPoint (PPTX)',
  },
  'application/msword': { extension: 'doc', label: 'Word (DOC)' },
  'application/vnd.ms-excel': { extension: 'xls', label: 'Excel (XLS)' },
  'application/vnd.oasis.opendocument.text': { extension: 'odt', label: 'OpenDocument (ODT)' },
  'text/plain': { extension: 'txt', label: 'Текст (TXT)' },
} as const;
export type StoredFileType = keyof typeof storedFileTypes;

/** What the file picker offers (the API checks the content anyway). */
export const storedFileAccept = '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.pptx,.doc,.xls,.odt,.txt';

export const fileMessages = {
  notFound: 'Файлът не е намерен.',
  type: 'Файлът трябва да е PDF, JPEG, PNG, WebP, DOCX, XLSX, PPTX, DOC, XLS, ODT или TXT.',
  tooMany: `Може да качите до ${MAX_FILES_PER_UPLOAD} файла наведнъж.`,
  noKindergarten: 'Изберете детска градина, за да качвате файлове.',
  notYours: 'Можете да изтриете само свои временни файлове или файлове на записи, които може да редактирате.',
  alreadyClaimed: 'Файлът вече е прикачен към друг запис.',
} as const;

export const fileIdParams = z.object({ id: z.uuid() });
export type FileIdParams = z.infer<typeof fileIdParams>;

/** The answer of an upload: the temporary file to send with the record that will claim it. */
export interface UploadedFile {
  id: string;
  fileName: string;
  contentType: StoredFileType;
  size: number;
  /** When the temporary file is removed unless claimed (ISO moment). */
  expiresAt: string;
}

export const uploadedFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(Object.keys(storedFileTypes) as [StoredFileType, ...StoredFileType[]]),
  size: z.number().int(),
  expiresAt: z.string(),
});
export const uploadedFilesSchema = z.array(uploadedFileSchema);
