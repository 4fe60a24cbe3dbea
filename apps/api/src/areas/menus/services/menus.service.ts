import { Injectable } from '@nestjs/common';
import {
  allows,
  type ChildAllergens,
  defaultMenuMeals,
  menuAgeBandLabels,
  type MenuConfiguration,
  type MenuDetails,
  type MenuDish,
  type MenuGroupRow,
  type MenuListFilter,
  menuMessages as messages,
  type MenuMealSetting,
  type MenuMealTypeRow,
  type MenuRow,
  MenuStatus,
  menuWeekdays,
  mealTypeLabels,
  type OptionRow,
  type PagedResult,
  RealtimeEvent,
  Resource,
  type SaveMenuBody,
  type SaveResult,
  UserType,
  type WeeklyMenu,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, sofiaToday } from '../../../platform/export/index.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { AuditLogService } from '../../audit/audit-log.service.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { StudentAllergensRepository } from '../../students/data/student-allergens.repository.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { type MenuHeader, MenusRepository } from '../data/menus.repository.js';

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Who reads the menus: a member of a kindergarten with read on Menus; a parent only the published weeks. */
interface MenuViewer {
  kindergartenId: number;
  parent: boolean;
}

function viewer(user: AuthUser): MenuViewer {
  if (user.kindergartenId === null || !allows(user.access, Resource.Menus, 'read')) throw new ForbiddenError(messages.noAccess);
  return { kindergartenId: user.kindergartenId, parent: user.userType === UserType.Parent };
}

/** What the viewer may learn of the group's children's allergies (the health resource's rules; docs/menus.md). */
type AllergyView = { kind: 'names'; only: Set<number> | null } | { kind: 'counts' };

/**
 * Weekly menus (docs/menus.md): the meal configuration, the menus of a kindergarten per week and age band with their
 * dishes, approval (refused while a recipe's nutrition is incomplete) and publication, the week of a group with the
 * allergy warnings of its children, and the nutrition of each day and of the week from one statement.
 */
@Injectable()
export class MenusService {
  constructor(
    private readonly menus: MenusRepository,
    private readonly locks: CalendarLocks,
    private readonly allergens: StudentAllergensRepository,
    private readonly audit: AuditLogService,
    private readonly realtime: RealtimeService,
  ) {}

  // ---- configuration ----

  async configuration(user: AuthUser): Promise<MenuConfiguration> {
    viewer(user);
    return { meals: await this.configuredMeals() };
  }

  async saveConfiguration(user: AuthUser, meals: MenuMealSetting[]): Promise<MenuConfiguration> {
    const { kindergartenId } = viewer(user);
    await this.menus.replaceMeals(kindergartenId, meals);
    return { meals };
  }

  async mealTypes(user: AuthUser): Promise<MenuMealTypeRow[]> {
    viewer(user);
    return (await this.configuredMeals()).map((meal) => ({
      value: meal.mealType,
      label: mealTypeLabels[meal.mealType],
      time: meal.time,
    }));
  }

  menuTypes(user: AuthUser): OptionRow[] {
    viewer(user);
    return Object.entries(menuAgeBandLabels).map(([value, label]) => ({ value: Number(value), label }));
  }

  private async configuredMeals(): Promise<MenuMealSetting[]> {
    const stored = await this.menus.meals();
    return stored.length > 0 ? stored : defaultMenuMeals;
  }

  // ---- the list and one menu ----

  list(user: AuthUser, query: MenuListFilter): Promise<PagedResult<MenuRow>> {
    return this.menus.list(query, viewer(user).parent);
  }

  async get(user: AuthUser, id: number): Promise<MenuDetails> {
    const reader = viewer(user);
    const header = await this.menus.header(id);
    if (!header || (reader.parent && !(await this.parentMayRead(user, header)))) throw new NotFoundError(messages.notFound);
    return this.details(user, reader.kindergartenId, header);
  }

  private async parentMayRead(user: AuthUser, header: MenuHeader): Promise<boolean> {
    return header.status === MenuStatus.Published && this.menus.parentHasBand(user.userId, header.ageBand, sofiaToday());
  }

  /** The week grid: dishes with nutrition, the days (days off named), the configured meals and what blocks approval. */
  async details(user: AuthUser, kindergartenId: number, header: MenuHeader): Promise<MenuDetails> {
    const friday = addDays(header.weekStart, 4);
    const configured = await this.configuredMeals();
    const locks = await this.locks.dayLocks(kindergartenId, header.weekStart, friday, EntryModule.ChildAttendances);
    const days = menuWeekdays.map((weekday) => {
      const date = addDays(header.weekStart, weekday - 1);
      const lock = locks.get(date);
      return { weekday, date, dayOff: lock?.dayOff ? lock.reason : null };
    });
    const weekdaysOff = days.filter((day) => day.dayOff !== null).map((day) => day.weekday);
    const nutrition = await this.menus.nutrition(header.id, header.recipeIds, kindergartenId, header.ageBand, weekdaysOff);
    const sums = new Map(nutrition.days.map((day) => [day.weekday, day.nutrients]));
    const served = new Set(configured.map((meal) => meal.mealType));
    const extra = [...new Set(nutrition.dishes.map((dish) => dish.mealType))]
      .filter((mealType) => !served.has(mealType))
      .sort((a, b) => a - b)
      .map((mealType) => ({ mealType, time: '' }));
    const mayEdit = allows(user.access, Resource.Menus, 'update');
    return {
      id: header.id,
      weekStart: header.weekStart,
      ageBand: header.ageBand,
      status: header.status,
      note: header.note,
      approvedBy: header.approvedBy,
      approvedAt: header.approvedAt,
      publishedAt: header.publishedAt,
      meals: [...configured, ...extra].map((meal) => ({
        value: meal.mealType,
        label: mealTypeLabels[meal.mealType],
        time: meal.time,
      })),
      days: days.map((day) => ({ ...day, nutrients: sums.get(day.weekday) ?? null })),
      dishes: nutrition.dishes.map((dish) => ({ ...dish, conflicts: [], conflictCounts: [] })),
      weekAverage: nutrition.weekAverage,
      incompleteRecipes: nutrition.incompleteRecipes,
      unsourcedProducts: nutrition.unsourcedProducts,
      mayEdit,
      mayApprove: allows(user.access, Resource.MenuApproval, 'update'),
    };
  }

  // ---- a group's week ----

  /** /menu and GET Menus/groups: the groups the viewer may open. */
  async groups(user: AuthUser): Promise<MenuGroupRow[]> {
    const reader = viewer(user);
    if (reader.parent) return this.menus.parentGroups(user.userId, sofiaToday());
    return (await this.menus.staffGroups(user.userId, user.periodId)).map((group) => ({ ...group, children: [] }));
  }

  /**
   * GET Menus/weekly-menu/{classId}/{week}: the menu of the group's age band for the week holding `week`, with the
   * allergy warnings of the group's children: names to staff who may read their health data (a teacher for her own
   * groups), counts per allergen to other staff, and a parent only her own children's — and only a published menu.
   */
  async weeklyMenu(user: AuthUser, classId: number, week: string): Promise<WeeklyMenu> {
    const reader = viewer(user);
    const weekStart = mondayOf(week);
    const friday = addDays(weekStart, 4);
    const group = await this.menus.group(classId);
    if (!group) throw new NotFoundError(messages.groupNotFound);
    let view: AllergyView;
    if (reader.parent) {
      const own = await this.menus.parentsChildrenIn(user.userId, classId, weekStart, friday);
      if (own.length === 0) throw new NotFoundError(messages.groupNotFound);
      view = { kind: 'names', only: new Set(own.map((child) => child.studentId)) };
    } else {
      view = await this.staffAllergyView(user, classId);
    }
    const answer = { classId, className: group.className, ageBand: group.ageBand, weekStart };
    const header = await this.menus.headerOfWeek(weekStart, group.ageBand, reader.parent);
    if (!header) return { ...answer, menu: null };
    const menu = await this.details(user, reader.kindergartenId, header);
    const children = await this.allergens.forGroup(classId, weekStart);
    menu.dishes = await this.withConflicts(menu.dishes, children, view);
    if (reader.parent) {
      menu.incompleteRecipes = [];
      menu.unsourcedProducts = [];
    }
    return { ...answer, menu };
  }

  private async staffAllergyView(user: AuthUser, classId: number): Promise<AllergyView> {
    const health = user.access.find((entry) => entry.resource === Resource.StudentHealth);
    if (!health?.read) return { kind: 'counts' };
    if (health.canView || (await this.menus.teaches(user.userId, classId))) return { kind: 'names', only: null };
    return { kind: 'counts' };
  }

  private async withConflicts(dishes: MenuDish[], children: ChildAllergens[], view: AllergyView): Promise<MenuDish[]> {
    const named = new Set<number>();
    const result = dishes.map((dish) => {
      const contained = new Set(dish.allergens);
      const conflicting = children
        .map((child) => ({ ...child, allergens: child.allergens.filter((allergen) => contained.has(allergen)) }))
        .filter((child) => child.allergens.length > 0);
      if (view.kind === 'counts') {
        const conflictCounts = dish.allergens
          .map((allergen) => ({
            allergen,
            children: conflicting.filter((child) => child.allergens.includes(allergen)).length,
          }))
          .filter((count) => count.children > 0);
        return { ...dish, conflictCounts };
      }
      const conflicts = conflicting
        .filter((child) => view.only === null || view.only.has(child.studentId))
        .map((child) => ({ studentId: child.studentId, fullName: child.fullName, allergens: child.allergens }));
      conflicts.forEach((child) => named.add(child.studentId));
      return { ...dish, conflicts };
    });
    for (const studentId of named) await this.audit.recordRead('student_health', studentId);
    return result;
  }

  // ---- writes ----

  /** POST Menus: a new menu or the whole edited one; an edit of an approved or published menu makes it a draft again. */
  async save(user: AuthUser, body: SaveMenuBody): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Menus, body.id);
    const { kindergartenId } = viewer(user);
    if (body.id !== undefined && !(await this.menus.lock(body.id))) throw new NotFoundError(messages.notFound);
    const errors: Record<string, string[]> = {};
    if (await this.menus.weekTaken(body.weekStart, body.ageBand, body.id)) errors.weekStart = [messages.weekTaken];
    const served = new Set((await this.configuredMeals()).map((meal) => meal.mealType));
    const recipes = new Map(
      (
        await this.menus.recipes(
          body.dishes.map((dish) => dish.recipeId),
          kindergartenId,
        )
      ).map((recipe) => [recipe.id, recipe]),
    );
    body.dishes.forEach((dish, index) => {
      const recipe = recipes.get(dish.recipeId);
      if (!served.has(dish.mealType)) errors[`dishes.${index}.mealType`] = [messages.mealNotServed];
      if (!recipe) errors[`dishes.${index}.recipeId`] = [messages.recipeNotFound];
      else if (!recipe.ageBands.includes(body.ageBand)) {
        errors[`dishes.${index}.recipeId`] = [`${messages.recipeWithoutBand} („${recipe.name}“)`];
      }
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new BadInputError(first, errors);
    const columns = { weekStart: body.weekStart, ageBand: body.ageBand, note: body.note };
    const id = body.id ?? (await this.menus.insert(kindergartenId, user.userId, columns));
    if (body.id !== undefined) await this.menus.update(body.id, columns);
    await this.menus.replaceDishes(kindergartenId, id, body.dishes);
    return { isSuccessful: true, entityId: id };
  }

  /** POST Menus/copy: the menu's dishes as a new draft of another week. */
  async copy(user: AuthUser, id: number, weekStart: string): Promise<SaveResult> {
    const { kindergartenId } = viewer(user);
    const source = await this.menus.lock(id);
    if (!source) throw new NotFoundError(messages.notFound);
    if (await this.menus.weekTaken(weekStart, source.ageBand, undefined)) {
      throw new BadInputError(messages.weekTaken, { weekStart: [messages.weekTaken] });
    }
    return { isSuccessful: true, entityId: await this.menus.copy(kindergartenId, user.userId, id, weekStart) };
  }

  /** POST Menus/approve/{id}: a draft with dishes whose every recipe has complete nutrition for the band. */
  async approve(user: AuthUser, id: number): Promise<SaveResult> {
    const { kindergartenId } = viewer(user);
    const locked = await this.menus.lock(id);
    if (!locked) throw new NotFoundError(messages.notFound);
    if (locked.status !== MenuStatus.Draft) throw new ConflictError(messages.approveOnlyDraft);
    const header = (await this.menus.header(id))!;
    if (header.recipeIds.length === 0) throw new ConflictError(messages.noDishes);
    const nutrition = await this.menus.nutrition(id, header.recipeIds, kindergartenId, header.ageBand, []);
    if (nutrition.incompleteRecipes.length > 0) {
      const names = nutrition.incompleteRecipes.map((recipe) => recipe.name).sort((a, b) => a.localeCompare(b, 'bg'));
      throw new ConflictError(messages.incomplete(names));
    }
    await this.menus.setStatus(id, MenuStatus.Approved, user.userId);
    return { isSuccessful: true, entityId: id };
  }

  /** POST Menus/publish/{id}: an approved menu becomes visible to the parents of the band's groups. */
  async publish(user: AuthUser, id: number): Promise<SaveResult> {
    viewer(user);
    const locked = await this.menus.lock(id);
    if (!locked) throw new NotFoundError(messages.notFound);
    if (locked.status !== MenuStatus.Approved) throw new ConflictError(messages.publishOnlyApproved);
    await this.menus.setStatus(id, MenuStatus.Published, user.userId);
    const friday = addDays(locked.weekStart, 4);
    const parents = await this.menus.parentsOfBand(locked.ageBand, locked.weekStart, friday);
    this.realtime.toUsers(parents, RealtimeEvent.MenuPublished, {
      id,
      weekStart: locked.weekStart,
      ageBand: locked.ageBand,
      text: `Публикувано е менюто за седмицата ${bgDate(locked.weekStart)} – ${bgDate(friday)}.`,
    });
    return { isSuccessful: true, entityId: id };
  }

  async remove(user: AuthUser, id: number): Promise<undefined> {
    viewer(user);
    const locked = await this.menus.lock(id);
    if (!locked) throw new NotFoundError(messages.notFound);
    if (locked.status !== MenuStatus.Draft) throw new ConflictError(messages.deleteOnlyDraft);
    await this.menus.remove(id);
  }
}
