import { Geography1795200000000 } from './1795200000000-Geography.js';
import { Platform1795300000000 } from './1795300000000-Platform.js';
import { Jobs1795300001000 } from './1795300001000-Jobs.js';
import { SchoolYearsNoOverlap1795300002000 } from './1795300002000-SchoolYearsNoOverlap.js';
import { DaysOff1795300004000 } from './1795300004000-DaysOff.js';
import { StudentPlacements1795300005000 } from './1795300005000-StudentPlacements.js';
import { ParentRecords1795300007000 } from './1795300007000-ParentRecords.js';
import { KindergartenSubjects1795300008000 } from './1795300008000-KindergartenSubjects.js';
import { UserGroups1795300009000 } from './1795300009000-UserGroups.js';
import { RelocationCertificatesAndGuests1795300012000 } from './1795300012000-RelocationCertificatesAndGuests.js';
import { ParentRegistrations1795300011000 } from './1795300011000-ParentRegistrations.js';
import { FilesAndAnthropometrics1795300013000 } from './1795300013000-FilesAndAnthropometrics.js';
import { ChildAttendance1795300014000 } from './1795300014000-ChildAttendance.js';
import { AttendanceHotPaths1795300015000 } from './1795300015000-AttendanceHotPaths.js';
import { AttendanceRequestDays1795300016000 } from './1795300016000-AttendanceRequestDays.js';
import { TeacherSubstitutions1795300019000 } from './1795300019000-TeacherSubstitutions.js';
import { NeispuoAttendanceMappings1795300021000 } from './1795300021000-NeispuoAttendanceMappings.js';
import { StaffAttendance1795300018000 } from './1795300018000-StaffAttendance.js';
import { AdminMessages1795300025000 } from './1795300025000-AdminMessages.js';
import { Communication1795300022000 } from './1795300022000-Communication.js';
import { DataVersions1795300023000 } from './1795300023000-DataVersions.js';
import { NotificationCounters1795300029000 } from './1795300029000-NotificationCounters.js';
import { MessageAttachments1795300030000 } from './1795300030000-MessageAttachments.js';
import { CommunicationSpeed1795300031000 } from './1795300031000-CommunicationSpeed.js';
import { AttendanceSaveTriggers1795300032000 } from './1795300032000-AttendanceSaveTriggers.js';
import { InboxVersions1795300033000 } from './1795300033000-InboxVersions.js';
import { EntryLockRows1795300034000 } from './1795300034000-EntryLockRows.js';
import { CompulsoryPreschool1795300035000 } from './1795300035000-CompulsoryPreschool.js';
import { TestSettlement1795300036000 } from './1795300036000-TestSettlement.js';
import { Activities1795300037000 } from './1795300037000-Activities.js';
import { ActivityFees1795300038000 } from './1795300038000-ActivityFees.js';
import { ProviderDocuments1795300041000 } from './1795300041000-ProviderDocuments.js';
import { StudentCare1795665105973 } from './1795665105973-StudentCare.js';
import { Products1795665133891 } from './1795665133891-Products.js';
import { Recipes1795665782546 } from './1795665782546-Recipes.js';
import { PushSubscriptions1795665895213 } from './1795665895213-PushSubscriptions.js';
import { Menus1795677002629 } from './1795677002629-Menus.js';
import { Storage1795677076572 } from './1795677076572-Storage.js';
import { StockOutflows1795689395351 } from './1795689395351-StockOutflows.js';
import { InventoryDeclarations1795689415830 } from './1795689415830-InventoryDeclarations.js';
import { MealCalculations1795689469833 } from './1795689469833-MealCalculations.js';
import { HaccpLogs1795691392950 } from './1795691392950-HaccpLogs.js';
import { StockRequestsFromCalculations1795692139234 } from './1795692139234-StockRequestsFromCalculations.js';
import { SupplierOrders1795699778441 } from './1795699778441-SupplierOrders.js';
import { NutritionNorms1795699747496 } from './1795699747496-NutritionNorms.js';
import { StockRequestsPerWarehouse1795699799093 } from './1795699799093-StockRequestsPerWarehouse.js';

/** Every migration, in order. Registered as classes so the app, the CLI and the tests all find them. */
export const migrations = [
  Geography1795200000000,
  Platform1795300000000,
  Jobs1795300001000,
  SchoolYearsNoOverlap1795300002000,
  DaysOff1795300004000,
  StudentPlacements1795300005000,
  ParentRecords1795300007000,
  KindergartenSubjects1795300008000,
  UserGroups1795300009000,
  RelocationCertificatesAndGuests1795300012000,
  ParentRegistrations1795300011000,
  FilesAndAnthropometrics1795300013000,
  ChildAttendance1795300014000,
  AttendanceHotPaths1795300015000,
  AttendanceRequestDays1795300016000,
  StaffAttendance1795300018000,
  TeacherSubstitutions1795300019000,
  NeispuoAttendanceMappings1795300021000,
  Communication1795300022000,
  DataVersions1795300023000,
  AdminMessages1795300025000,
  NotificationCounters1795300029000,
  MessageAttachments1795300030000,
  CommunicationSpeed1795300031000,
  AttendanceSaveTriggers1795300032000,
  InboxVersions1795300033000,
  EntryLockRows1795300034000,
  CompulsoryPreschool1795300035000,
  TestSettlement1795300036000,
  Activities1795300037000,
  ActivityFees1795300038000,
  ProviderDocuments1795300041000,
  StudentCare1795665105973,
  Products1795665133891,
  Recipes1795665782546,
  PushSubscriptions1795665895213,
  Menus1795677002629,
  Storage1795677076572,
  StockOutflows1795689395351,
  InventoryDeclarations1795689415830,
  MealCalculations1795689469833,
  HaccpLogs1795691392950,
  StockRequestsFromCalculations1795692139234,
  NutritionNorms1795699747496,
  SupplierOrders1795699778441,
  StockRequestsPerWarehouse1795699799093,
];

export { APP_ROLE, enableTenancy, enableAudit, disableTenancy } from './tenancy.js';
