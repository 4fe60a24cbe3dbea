import { Injectable } from '@nestjs/common';
import {
  accountStateLabels,
  normalizePhone,
  type PagedResult,
  type ParentChild,
  type ParentDetails,
  type ParentFilters,
  type ParentListQuery,
  parentMessages as messages,
  ParentRelation,
  parentRelationLabels,
  type ParentRow,
  Resource,
  type SaveParentRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { excelSheet, exportFile, type ExportFile, renderWorkbook } from '../../../platform/export/index.js';
import { ParentsRepository } from '../data/parents.repository.js';

/**
 * Parents' records (spec 2 §7.3 "Parents"): a parent with contact data and the children they are linked to, each
 * with a relation. A child may have several parents, but one mother and one father at most. The e-mail is unique
 * among the kindergarten's parents (case-insensitive); the phone is kept in its national form (`normalizePhone`).
 */
@Injectable()
export class ParentsService {
  constructor(private readonly parents: ParentsRepository) {}

  list(user: AuthUser, query: ParentListQuery): Promise<PagedResult<ParentRow>> {
    return this.parents.list(user, query);
  }

  async get(user: AuthUser, id: number): Promise<ParentDetails> {
    const row = await this.parents.find(user, id);
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  async save(user: AuthUser, request: SaveParentRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Parents, request.id);
    const email = request.email || null;
    if (request.id !== undefined && !(await this.parents.exists(user, request.id))) throw new NotFoundError(messages.notFound);
    await this.refuseForeignChildren(user, request);
    if (email && (await this.parents.emailTaken(user, email, request.id ?? null))) {
      throw new ConflictError(messages.duplicateEmail);
    }
    await this.refuseSecondMotherOrFather(user, request);

    const columns = {
      first_name: request.firstName,
      middle_name: request.middleName || null,
      last_name: request.lastName,
      email,
      phone: request.phone ? normalizePhone(request.phone) : null,
    };
    const id = request.id ?? (await this.parents.insert(user, columns));
    if (request.id !== undefined) await this.parents.update(user, id, columns);
    await this.parents.replaceChildren(user, id, request.students);
    return { isSuccessful: true, entityId: id };
  }

  async export(user: AuthUser, filters: ParentFilters): Promise<ExportFile> {
    const rows = await this.parents.all(user, filters);
    const childrenText = (children: ParentChild[]) =>
      children
        .map((child) => {
          const relation = parentRelationLabels[child.relation];
          return `${child.name} (${relation}${child.className ? `, ${child.className}` : ''})`;
        })
        .join('; ');
    const workbook = await renderWorkbook([
      excelSheet({
        name: 'Родители',
        columns: [
          { header: 'Родител', type: 'text', value: (row: ParentRow) => row.fullName },
          { header: 'Имейл', type: 'text', value: (row: ParentRow) => row.email },
          { header: 'Телефон', type: 'text', value: (row: ParentRow) => row.phone },
          { header: 'Деца (роля, група)', type: 'text', value: (row: ParentRow) => childrenText(row.students) },
          { header: 'Профил', type: 'text', value: (row: ParentRow) => accountStateLabels[row.accountState] },
        ],
        rows,
      }),
    ]);
    return exportFile('excel', workbook, { title: 'Родители' });
  }

  // ---- rules ----

  /** Every child must be of the selected kindergarten: another kindergarten's child is as unknown as a missing one. */
  private async refuseForeignChildren(user: AuthUser, request: SaveParentRequest): Promise<void> {
    const ids = request.students.map((link) => link.studentId);
    if ((await this.parents.countOwnChildren(user, ids)) !== ids.length) throw new NotFoundError(messages.childNotFound);
  }

  /** One mother and one father per child: another parent of the child may not already hold the relation. */
  private async refuseSecondMotherOrFather(user: AuthUser, request: SaveParentRequest): Promise<void> {
    const links = request.students.filter(
      (link) => link.relation === ParentRelation.Mother || link.relation === ParentRelation.Father,
    );
    if (links.length === 0) return;
    const taken = await this.parents.takenRelations(user, request.id ?? null, links);
    if (taken.length === 0) return;
    const errors: Record<string, string[]> = {};
    for (const clash of taken) {
      const index = request.students.findIndex((link) => link.studentId === clash.studentId);
      errors[`students.${index}.relation`] = [
        clash.relation === ParentRelation.Mother ? messages.secondMother : messages.secondFather,
      ];
    }
    const first = taken[0].relation === ParentRelation.Mother ? messages.secondMother : messages.secondFather;
    throw new BadInputError(first, errors);
  }
}
