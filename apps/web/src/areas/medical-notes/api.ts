import type {
  AnnulMedicalNoteResult,
  ApproveMedicalNoteResult,
  MedicalNoteListQuery,
  MedicalNoteRow,
  PagedResult,
  SaveMedicalNoteRequest,
  SaveResult,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

const LIST = { type: 'MedicalNotes', id: 'LIST' } as const;

/** Medical notes: /api/StudentMedicalNotes (spec 2 §7.3; docs/medical-notes.md). */
export const medicalNotesApi = baseApi.enhanceEndpoints({ addTagTypes: ['MedicalNotes'] }).injectEndpoints({
  endpoints: (build) => ({
    getMedicalNotes: build.query<PagedResult<MedicalNoteRow>, Partial<MedicalNoteListQuery>>({
      query: (params) => ({ url: 'StudentMedicalNotes/overview-models', params }),
      providesTags: [LIST],
    }),
    saveMedicalNote: build.mutation<SaveResult, SaveMedicalNoteRequest>({
      query: (body) => ({ url: 'StudentMedicalNotes', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    approveMedicalNote: build.mutation<ApproveMedicalNoteResult, number>({
      query: (id) => ({ url: 'StudentMedicalNotes/approve', method: 'POST', body: { id } }),
      invalidatesTags: [LIST],
    }),
    annulMedicalNote: build.mutation<AnnulMedicalNoteResult, { id: number; comment: string }>({
      query: ({ id, comment }) => ({ url: `StudentMedicalNotes/annul/${id}`, method: 'POST', body: { comment } }),
      invalidatesTags: [LIST],
    }),
    deleteMedicalNote: build.mutation<void, number>({
      query: (id) => ({ url: `StudentMedicalNotes/${id}`, method: 'DELETE' }),
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
