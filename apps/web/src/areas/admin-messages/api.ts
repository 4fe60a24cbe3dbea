import type {
  AdminMessageRow,
  AdminMessagesQuery,
  CreateAdminMessageRequest,
  CreateMaintenanceMessageRequest,
  MaintenanceMessageRow,
  MaintenanceMessagesQuery,
  MyAdminMessage,
  PagedResult,
  SaveResult,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** The master's administrative messages and maintenance notices, and the messages addressed to the user (docs/admin-messages.md). */
export const adminMessagesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminMessages', 'MaintenanceMessages', 'MyAdminMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminMessages: build.query<PagedResult<AdminMessageRow>, Partial<AdminMessagesQuery>>({
        query: (params) => ({ url: 'administration/Message/overview-models', params }),
        providesTags: ['AdminMessages'],
      }),
      createAdminMessage: build.mutation<SaveResult, CreateAdminMessageRequest>({
        query: (body) => ({ url: 'administration/Message', method: 'POST', body }),
        invalidatesTags: ['AdminMessages', 'MyAdminMessages'],
      }),
      getMaintenanceMessages: build.query<PagedResult<MaintenanceMessageRow>, Partial<MaintenanceMessagesQuery>>({
        query: (params) => ({ url: 'administration/MaintenanceMessage/overview-models', params }),
        providesTags: ['MaintenanceMessages'],
      }),
      createMaintenanceMessage: build.mutation<SaveResult, CreateMaintenanceMessageRequest>({
        query: (body) => ({ url: 'administration/MaintenanceMessage', method: 'POST', body }),
        invalidatesTags: ['MaintenanceMessages'],
      }),
      deleteMaintenanceMessage: build.mutation<void, number>({
        query: (id) => ({ url: `administration/MaintenanceMessage/${id}`, method: 'DELETE' }),
        invalidatesTags: ['MaintenanceMessages'],
      }),
      getMyAdminMessages: build.query<PagedResult<MyAdminMessage>, { pageSize: number }>({
        query: (params) => ({ url: 'AdministrativeMessages', params }),
        providesTags: ['MyAdminMessages'],
      }),
      markAdminMessageSeen: build.mutation<void, number>({
        query: (id) => ({ url: `AdministrativeMessages/${id}/setSeen`, method: 'POST' }),
        invalidatesTags: ['MyAdminMessages'],
      }),
    }),
  });

export const {
  useGetAdminMessagesQuery,
  useCreateAdminMessageMutation,
  useGetMaintenanceMessagesQuery,
  useCreateMaintenanceMessageMutation,
  useDeleteMaintenanceMessageMutation,
  useGetMyAdminMessagesQuery,
  useMarkAdminMessageSeenMutation,
} = adminMessagesApi;
