import { FILES_FIELD, type UploadedFile } from '@kg/contracts/files';
import { baseApi } from '../api/base-api';

/** Temporary uploads (spec 2 §7.3 "Files"; docs/files.md): a record claims them by id when it is saved. */
export const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadTemporaryFiles: build.mutation<UploadedFile[], File[]>({
      query: (files) => {
        const body = new FormData();
        for (const file of files) body.append(FILES_FIELD, file);
        return { url: 'files/temp/multiple/upload', method: 'POST', body };
      },
    }),
    deleteFile: build.mutation<void, string>({
      query: (id) => ({ url: `files/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const { useUploadTemporaryFilesMutation, useDeleteFileMutation } = uploadApi;
