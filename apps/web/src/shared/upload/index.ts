export { AttachmentsInput, type AttachmentsInputProps } from './attachments-input';
export { useDeleteFileMutation, useUploadTemporaryFilesMutation } from './api';
