import { z } from 'zod';
import { idSchema, saveResultSchema } from './common.js';
import { emptyAnswer, type RouteTable, signedInAccess } from './routes.js';

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
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(Object.keys(storedFileTypes) as [StoredFileType, ...StoredFileType[]]),
  size: z.number().int(),
  /** When the temporary file is removed unless claimed (ISO moment). */
  expiresAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadedFilesSchema = z.array(uploadedFileSchema);

/**
 * The answer of a stored file or picture, streamed as it is kept (with its own type, name and caching headers).
 * Bytes like `fileAnswer`, but not an `ExportFile` that `fileAnswer`'s download interceptor would wrap again (and mark
 * `no-store`, which the avatars' one-hour private caching must not be).
 */
export const storedFileAnswer = z.custom<Blob>(() => true).meta({ id: 'StoredFile', type: 'string', format: 'binary' });

/** Files (spec 2 §7.3 "Files"): temporary uploads (multipart, no JSON body), download and delete. */
export const filesRoutes = {
  /** One temporary file: multipart field `file`. */
  upload: {
    method: 'POST',
    path: 'files/temp/upload',
    response: uploadedFileSchema,
    access: signedInAccess,
    status: 200,
  },
  /** The same call as `temp/upload`, at the address spec 2 §7.3 also lists (`files/temp/`). */
  uploadAtRoot: {
    method: 'POST',
    path: 'files/temp',
    response: uploadedFileSchema,
    access: signedInAccess,
    status: 200,
  },
  /** Up to MAX_FILES_PER_UPLOAD temporary files: multipart field `files`; all or none. */
  uploadMany: {
    method: 'POST',
    path: 'files/temp/multiple/upload',
    response: uploadedFilesSchema,
    access: signedInAccess,
    status: 200,
  },
  /** The file itself (not in the spec's list: the download every attachment needs). */
  download: {
    method: 'GET',
    path: 'files/:id',
    params: fileIdParams,
    response: storedFileAnswer,
    access: signedInAccess,
  },
  remove: {
    method: 'DELETE',
    path: 'files/:id',
    params: fileIdParams,
    response: emptyAnswer,
    access: signedInAccess,
    status: 204,
  },
} as const satisfies RouteTable;

export const avatarParams = z.object({ userId: idSchema });
export type AvatarParams = z.infer<typeof avatarParams>;

/** Profile pictures (POST /api/Files/avatars: multipart field AVATAR_FIELD, PNG/JPEG/WebP by content, up to 2 MB). */
export const filesAvatarsRoutes = {
  /** A user's picture, or their initials when they have none; kept privately by the browser for five minutes. */
  avatar: {
    method: 'GET',
    path: 'Files/avatars/:userId',
    params: avatarParams,
    response: storedFileAnswer,
    access: signedInAccess,
  },
  /** The signed-in user's own picture (413 past the size). */
  upload: {
    method: 'POST',
    path: 'Files/avatars',
    response: saveResultSchema,
    access: signedInAccess,
    status: 200,
  },
  /** Removes the signed-in user's picture: the initials are shown again. */
  remove: {
    method: 'DELETE',
    path: 'Files/avatars',
    response: saveResultSchema,
    access: signedInAccess,
    status: 200,
  },
} as const satisfies RouteTable;
