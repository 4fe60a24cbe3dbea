import { type RouteArgs, type RouteResponse, STUDENT_PHOTO_FIELD, studentsCareRoutes as routes } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The photo's form: the picture and the consent recorded with it (docs/students.md "Care"). */
export interface PhotoUploadArgs {
  id: number;
  file: Blob;
  consentGivenBy: string;
}

/**
 * The care part of a child's record (libs/contracts `studentsCareRoutes`): health data, the people allowed to pick
 * the child up, the photo with consent. Tags per child.
 */
export const kidCareApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['StudentHealth', 'PickupPeople', 'StudentPhoto'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStudentHealth: build.query<RouteResponse<typeof routes.health>, number>({
        query: (id) => routeRequest(routes.health, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: 'StudentHealth', id }],
      }),
      saveStudentHealth: build.mutation<
        RouteResponse<typeof routes.saveHealth>,
        { id: number } & RouteArgs<typeof routes.saveHealth>['body']
      >({
        query: ({ id, ...body }) => routeRequest(routes.saveHealth, { params: { id }, body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'StudentHealth', id }],
      }),
      getPickupPeople: build.query<RouteResponse<typeof routes.pickupPeople>, number>({
        query: (id) => routeRequest(routes.pickupPeople, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: 'PickupPeople', id }],
      }),
      savePickupPerson: build.mutation<
        RouteResponse<typeof routes.savePickupPerson>,
        { studentId: number } & RouteArgs<typeof routes.savePickupPerson>['body']
      >({
        query: ({ studentId, ...body }) => routeRequest(routes.savePickupPerson, { params: { id: studentId }, body }),
        invalidatesTags: (_result, _error, { studentId }) => [{ type: 'PickupPeople', id: studentId }],
      }),
      removePickupPerson: build.mutation<
        RouteResponse<typeof routes.removePickupPerson>,
        { studentId: number; personId: number }
      >({
        query: ({ studentId, personId }) => routeRequest(routes.removePickupPerson, { params: { id: studentId, personId } }),
        invalidatesTags: (_result, _error, { studentId }) => [{ type: 'PickupPeople', id: studentId }],
      }),
      getStudentPhotoInfo: build.query<RouteResponse<typeof routes.photoInfo>, number>({
        query: (id) => routeRequest(routes.photoInfo, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: 'StudentPhoto', id }],
      }),
      /** The photo as an object URL (the call needs the bearer token, so an <img src> cannot load it directly). */
      getStudentPhoto: build.query<string, number>({
        query: (id) => ({
          ...routeRequest(routes.photo, { params: { id } }),
          cache: 'no-cache',
          responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
        }),
        providesTags: (_result, _error, id) => [{ type: 'StudentPhoto', id }],
        keepUnusedDataFor: 30,
        async onCacheEntryAdded(_id, { cacheDataLoaded, cacheEntryRemoved, getCacheEntry }) {
          await cacheDataLoaded.catch(() => undefined);
          await cacheEntryRemoved;
          const url = getCacheEntry().data;
          if (url) URL.revokeObjectURL(url);
        },
      }),
      uploadStudentPhoto: build.mutation<RouteResponse<typeof routes.uploadPhoto>, PhotoUploadArgs>({
        query: ({ id, file, consentGivenBy }) => {
          const body = new FormData();
          body.append('consentGivenBy', consentGivenBy);
          body.append('consent', 'true');
          body.append(STUDENT_PHOTO_FIELD, file);
          return { ...routeRequest(routes.uploadPhoto, { params: { id } }), body };
        },
        invalidatesTags: (_result, _error, { id }) => [{ type: 'StudentPhoto', id }],
      }),
      withdrawPhotoConsent: build.mutation<RouteResponse<typeof routes.withdrawPhotoConsent>, number>({
        query: (id) => routeRequest(routes.withdrawPhotoConsent, { params: { id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'StudentPhoto', id }],
      }),
    }),
  });

export const {
  useGetStudentHealthQuery,
  useSaveStudentHealthMutation,
  useGetPickupPeopleQuery,
  useSavePickupPersonMutation,
  useRemovePickupPersonMutation,
  useGetStudentPhotoInfoQuery,
  useGetStudentPhotoQuery,
  useUploadStudentPhotoMutation,
  useWithdrawPhotoConsentMutation,
} = kidCareApi;
