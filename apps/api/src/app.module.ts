import { type DynamicModule, Module } from '@nestjs/common';
import { AnthropometricsModule } from './areas/anthropometrics/anthropometrics.module.js';
import { AttendanceRequestsModule } from './areas/attendance-requests/attendance-requests.module.js';
import { AuditModule } from './areas/audit/audit.module.js';
import { ClassesModule } from './areas/classes/classes.module.js';
import { DaysOffModule } from './areas/days-off/days-off.module.js';
import { FilesModule } from './areas/files/files.module.js';
import { GeographyModule } from './areas/geography/geography.module.js';
import { HealthModule } from './areas/health/health.module.js';
import { IdentityModule } from './areas/identity/identity.module.js';
import { KindergartensModule } from './areas/kindergartens/kindergartens.module.js';
import { KindergartenPeriodsModule } from './areas/kindergarten-periods/kindergarten-periods.module.js';
import { MedicalNotesModule } from './areas/medical-notes/medical-notes.module.js';
import { EventsModule } from './areas/events/events.module.js';
import { NoticeBoardModule } from './areas/notice-board/notice-board.module.js';
import { CommunicationModule } from './areas/communication/communication.module.js';
import { ParentRegistrationsModule } from './areas/parent-registrations/parent-registrations.module.js';
import { ParentsModule } from './areas/parents/parents.module.js';
import { PartnersModule } from './areas/partners/partners.module.js';
import { AccountManagementModule } from './areas/account-management/account-management.module.js';
import { StudentsModule } from './areas/students/students.module.js';
import { TeacherOptionsModule } from './areas/teachers/teacher-options.module.js';
import { UsersModule } from './areas/users/users.module.js';
import { AttendanceStateReportsModule } from './areas/attendance-state-reports/attendance-state-reports.module.js';
import type { AppConfig } from './platform/config/config.js';
import { PlatformModule } from './platform/platform.module.js';
import { SubstitutionsModule } from './areas/substitutions/substitutions.module.js';
import { StaffAttendanceModule } from './areas/staff-attendance/staff-attendance.module.js';
import { AttendanceModule } from './areas/attendance/attendance.module.js';
import { AttendanceReferencesModule } from './areas/attendance-references/attendance-references.module.js';
import { AdminMessagesModule } from './areas/admin-messages/admin-messages.module.js';
import { DashboardsModule } from './areas/dashboards/dashboards.module.js';
import { NotificationsModule } from './areas/notifications/notifications.module.js';
import { MessagesModule } from './areas/messages/messages.module.js';
import { PollsModule } from './areas/polls/polls.module.js';
import { ActivitiesModule } from './areas/activities/activities.module.js';
import { ActivityEnrolmentsModule } from './areas/activity-enrolments/activity-enrolments.module.js';
import { ActivityEnrollmentRequestsModule } from './areas/activity-enrollment-requests/activity-enrollment-requests.module.js';
import { ActivityAttendancesModule } from './areas/activity-attendances/activity-attendances.module.js';
import { ProviderInvoicesModule } from './areas/provider-invoices/provider-invoices.module.js';
import { ActivityProvidersModule } from './areas/activity-providers/activity-providers.module.js';
import { OnlinePaymentsModule } from './areas/online-payments/online-payments.module.js';
import { PaymentReferencesModule } from './areas/payment-references/payment-references.module.js';
import { ParentFeesModule } from './areas/parent-fees/parent-fees.module.js';
import { ActivityFeesModule } from './areas/activity-fees/activity-fees.module.js';
import { ProductsModule } from './areas/products/products.module.js';
import { RecipesModule } from './areas/recipes/recipes.module.js';
import { MenusModule } from './areas/menus/menus.module.js';
import { StorageModule } from './areas/storage/storage.module.js';
import { PushModule } from './areas/push/push.module.js';
import { MealCalculationsModule } from './areas/meal-calculations/meal-calculations.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        AuditModule,
        HealthModule,
        IdentityModule,
        PushModule,
        KindergartensModule,
        KindergartenPeriodsModule,
        PartnersModule,
        FilesModule,
        GeographyModule,
        ClassesModule,
        TeacherOptionsModule,
        StudentsModule,
        ParentsModule,
        DaysOffModule,
        ParentRegistrationsModule,
        AccountManagementModule,
        UsersModule,
        AnthropometricsModule,
        AttendanceRequestsModule,
        AttendanceModule,
        MedicalNotesModule,
        CommunicationModule,
        EventsModule,
        NoticeBoardModule,
        AttendanceStateReportsModule,
        SubstitutionsModule,
        StaffAttendanceModule,
        AttendanceReferencesModule,
        AdminMessagesModule,
        DashboardsModule,
        NotificationsModule,
        MessagesModule,
        PollsModule,
        ActivitiesModule,
        ActivityEnrolmentsModule,
        ActivityEnrollmentRequestsModule,
        ActivityAttendancesModule,
        ProviderInvoicesModule,
        ActivityProvidersModule,
        OnlinePaymentsModule,
        PaymentReferencesModule,
        ParentFeesModule,
        ActivityFeesModule,
        ProductsModule,
        RecipesModule,
        MenusModule,
        StorageModule,
        MealCalculationsModule,
      ],
    };
  }
}
