import type { RouteResponse } from '@kg/contracts';
import { FILES_FIELD, filesRoutes } from '@kg/contracts/files';
import { baseApi } from '../api/base-api';
import { routeRequest } from '../api/route-request';

/** Temporary uploads (spec 2 §7.3 "Files"; docs/files.md): a record claims them by id when it is saved. */
export const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadTemporaryFiles: build.mutation<RouteResponse<typeof filesRoutes.uploadMany>, File[]>({
      query: (files) => {
        const body = new FormData();
        for (const file of files) body.append(FILES_FIELD, file);
        return { ...routeRequest(filesRoutes.uploadMany, {}), body };
      },
    }),
    deleteFile: build.mutation<void, string>({
      query: (id) => routeRequest(filesRoutes.remove, { params: { id } }),
    }),
  }),
});

export const { useUploadTemporaryFilesMutation, useDeleteFileMutation } = uploadApi;
