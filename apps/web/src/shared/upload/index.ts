export { AttachmentsInput, type AttachmentsInputProps, fileSizeLabel } from './attachments-input';
export { useDeleteFileMutation, useUploadTemporaryFilesMutation } from './api';
