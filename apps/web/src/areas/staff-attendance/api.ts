import type {
  FillTeacherMealsRequest,
  SaveResult,
  SaveStaffCellsResult,
  SaveTeacherAttendancesRequest,
  SaveTeacherMealPatternRequest,
  SaveTeacherMealsRequest,
  StaffAttendanceReference,
  StaffAttendanceReferenceQuery,
  StaffDaysReference,
  StaffDaysReferenceQuery,
  StaffMealReference,
  StaffMonthParams,
  TeacherAttendanceMonth,
  TeacherMealsMonth,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Staff attendance, staff meals and the staff references (docs/staff-attendance.md). */
export const staffAttendanceApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['StaffAttendances', 'TeacherMeals'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStaffAttendanceMonth: build.query<TeacherAttendanceMonth, StaffMonthParams>({
        query: ({ month, year }) => `TeacherAttendances/${month}/${year}`,
        providesTags: ['StaffAttendances'],
      }),
      saveStaffAttendances: build.mutation<SaveStaffCellsResult, SaveTeacherAttendancesRequest>({
        query: (body) => ({ url: 'TeacherAttendances', method: 'POST', body }),
        invalidatesTags: ['StaffAttendances', 'TeacherMeals'],
      }),
      getStaffAttendanceReference: build.query<StaffAttendanceReference, StaffAttendanceReferenceQuery>({
        query: (params) => ({ url: 'TeacherAttendances/reference', params }),
        providesTags: ['StaffAttendances'],
      }),
      getStaffDaysReference: build.query<StaffDaysReference, StaffDaysReferenceQuery>({
        query: (params) => ({ url: 'StaffReferences/days', params }),
        providesTags: ['StaffAttendances'],
      }),
      getTeacherMeals: build.query<TeacherMealsMonth, StaffMonthParams>({
        query: (params) => ({ url: 'meals/teachers', params }),
        providesTags: ['TeacherMeals'],
      }),
      saveTeacherMeals: build.mutation<SaveStaffCellsResult, SaveTeacherMealsRequest>({
        query: (body) => ({ url: 'meals/teachers', method: 'POST', body }),
        invalidatesTags: ['TeacherMeals'],
      }),
      saveTeacherMealPattern: build.mutation<SaveResult, SaveTeacherMealPatternRequest>({
        query: (body) => ({ url: 'meals/teachers/pattern', method: 'POST', body }),
        invalidatesTags: ['TeacherMeals'],
      }),
      fillTeacherMeals: build.mutation<SaveStaffCellsResult, FillTeacherMealsRequest>({
        query: (body) => ({ url: 'meals/teachers/fill', method: 'POST', body }),
        invalidatesTags: ['TeacherMeals'],
      }),
      getStaffMealReference: build.query<StaffMealReference, StaffMonthParams>({
        query: (params) => ({ url: 'StaffReferences/meal', params }),
        providesTags: ['TeacherMeals'],
      }),
    }),
  });

export const {
  useGetStaffAttendanceMonthQuery,
  useSaveStaffAttendancesMutation,
  useGetStaffAttendanceReferenceQuery,
  useGetStaffDaysReferenceQuery,
  useGetTeacherMealsQuery,
  useSaveTeacherMealsMutation,
  useSaveTeacherMealPatternMutation,
  useFillTeacherMealsMutation,
  useGetStaffMealReferenceQuery,
} = staffAttendanceApi;
