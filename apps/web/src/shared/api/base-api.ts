import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { selectToken, signedOut } from '../auth/auth-slice';

interface StateWithAuth {
  auth: { token: string | null };
}

const tokenOf = (state: unknown): string | null => selectToken(state as StateWithAuth);

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so that the same code runs in the browser and in jsdom tests.
  baseUrl: `${window.location.origin}/api`,
  prepareHeaders: (headers, { getState }) => {
    const token = tokenOf(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Any 401 signs the user out (spec 1 §8). Only when the request carried the current token: a refused sign-in
 * (no token) is an answer for the form, and a late answer to an old token must not end a newer session.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const sentToken = tokenOf(api.getState());
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && sentToken !== null && tokenOf(api.getState()) === sentToken) {
    api.dispatch(signedOut());
  }
  return result;
};

/** The one API of the web app; every area adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'UserData',
    'AttendanceRequests',
    'StudentAttendances',
    'MedicalNotes',
    // Issue 6: the header badges and /notifications reload on 'Notifications'; every seen/vote/new-item mutation invalidates it.
    'Notifications',
    'Messages',
    'Events',
    'Polls',
    'BoardNotices',
    'Dashboards',
  ],
  endpoints: () => ({}),
});
