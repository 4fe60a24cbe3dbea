import type { MaintenanceMessage } from '@kg/contracts/realtime';
import { baseApi } from '../api/base-api';

/**
 * The maintenance notices in force now (GET MaintenanceMessages/current, docs/admin-messages.md): a user who signs in
 * after the push still gets the dialog once.
 */
export const maintenanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentMaintenanceMessages: build.query<MaintenanceMessage[], void>({ query: () => 'MaintenanceMessages/current' }),
  }),
});

export const { useGetCurrentMaintenanceMessagesQuery } = maintenanceApi;
