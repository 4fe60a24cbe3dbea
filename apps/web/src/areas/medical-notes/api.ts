import { filesRoutes, medicalNotesRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routePath, routeRequest } from '../../shared/api/route-request';

const LIST = { type: 'MedicalNotes', id: 'LIST' } as const;

type MedicalNotesQuery = NonNullable<RouteArgs<typeof medicalNotesRoutes.list>['query']>;
type MedicalNoteFiltersQuery = NonNullable<RouteArgs<typeof medicalNotesRoutes.export>['query']>;

/** Medical notes (libs/contracts `medicalNotesRoutes`; spec 2 §7.3; docs/medical-notes.md). */
export const medicalNotesApi = baseApi.enhanceEndpoints({ addTagTypes: ['MedicalNotes'] }).injectEndpoints({
  endpoints: (build) => ({
    getMedicalNotes: build.query<RouteResponse<typeof medicalNotesRoutes.list>, MedicalNotesQuery>({
      query: (query) => routeRequest(medicalNotesRoutes.list, { query }),
      providesTags: [LIST],
    }),
    saveMedicalNote: build.mutation<
      RouteResponse<typeof medicalNotesRoutes.save>,
      RouteArgs<typeof medicalNotesRoutes.save>['body']
    >({
      query: (body) => routeRequest(medicalNotesRoutes.save, { body }),
      invalidatesTags: [LIST],
    }),
    approveMedicalNote: build.mutation<RouteResponse<typeof medicalNotesRoutes.approve>, number>({
      query: (id) => routeRequest(medicalNotesRoutes.approve, { body: { id } }),
      invalidatesTags: [LIST],
    }),
    annulMedicalNote: build.mutation<RouteResponse<typeof medicalNotesRoutes.annul>, { id: number; comment: string }>({
      query: ({ id, comment }) => routeRequest(medicalNotesRoutes.annul, { params: { id }, body: { comment } }),
      invalidatesTags: [LIST],
    }),
    deleteMedicalNote: build.mutation<RouteResponse<typeof medicalNotesRoutes.remove>, number>({
      query: (id) => routeRequest(medicalNotesRoutes.remove, { params: { id } }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetMedicalNotesQuery,
  useSaveMedicalNoteMutation,
  useApproveMedicalNoteMutation,
  useAnnulMedicalNoteMutation,
  useDeleteMedicalNoteMutation,
} = medicalNotesApi;

/** The list's notes with the same filters, as an Excel workbook. */
export const medicalNotesExportPath = (filters: MedicalNoteFiltersQuery): string =>
  routePath(medicalNotesRoutes.export, { query: filters });

/** A note's scanned file (the files area's download). */
export const medicalNoteFilePath = (fileId: string): string => routePath(filesRoutes.download, { params: { id: fileId } });
