import { Injectable } from '@nestjs/common';
import {
  type MenuAgeBand,
  type ProductCategory,
  productMessages as messages,
  type RecommendedQuantityType,
  Resource,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { ProductCategoriesRepository } from '../data/product-categories.repository.js';
import { productReader } from './product-reader.js';

/**
 * The master's product categories: a tree of two levels (a subcategory's parent is a top-level category), names unique
 * on a level whatever their case, and each category's recommended quantity per child by age band (docs/products.md).
 */
@Injectable()
export class ProductCategoriesService {
  constructor(private readonly categories: ProductCategoriesRepository) {}

  /** The top level in Bulgarian order, each with its subcategories. */
  async tree(user: AuthUser): Promise<ProductCategory[]> {
    const rows = await this.categories.all(productReader(user));
    return rows
      .filter((row) => row.parentId === null)
      .map((top) => ({ ...top, children: rows.filter((row) => row.parentId === top.id) }));
  }

  async save(user: AuthUser, request: { id?: number; name: string; parentId: number | null }): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.MasterCatalogs, request.id);
    const current = request.id === undefined ? undefined : await this.categories.lock(request.id);
    if (request.id !== undefined && !current) throw new NotFoundError(messages.categoryNotFound);
    const errors: Record<string, string[]> = {};
    if (request.parentId !== null) {
      const parent = await this.categories.lock(request.parentId);
      if (!parent) errors.parentId = [messages.categoryNotFound];
      else if (parent.id === request.id) errors.parentId = [messages.categoryOwnParent];
      else if (parent.parentId !== null) errors.parentId = [messages.categoryDepth];
      else if (current?.hasChildren) errors.parentId = [messages.categoryHasChildren];
    }
    if (await this.categories.nameTaken(request.name, request.parentId, request.id)) errors.name = [messages.categoryNameTaken];
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new BadInputError(first, errors);
    if (request.id !== undefined) {
      await this.categories.update(request.id, request.name, request.parentId);
      return { isSuccessful: true, entityId: request.id };
    }
    return { isSuccessful: true, entityId: await this.categories.insert(request.name, request.parentId) };
  }

  async remove(id: number): Promise<undefined> {
    if (!(await this.categories.lock(id))) throw new NotFoundError(messages.categoryNotFound);
    if (await this.categories.inUse(id)) throw new ConflictError(messages.categoryInUse);
    await this.categories.remove(id);
  }

  async saveQuantities(
    categoryId: number,
    request: { recommendedQuantityType: RecommendedQuantityType | null; quantities: { ageBand: MenuAgeBand; grams: string }[] },
  ): Promise<SaveResult> {
    if (!(await this.categories.lock(categoryId))) throw new NotFoundError(messages.categoryNotFound);
    await this.categories.saveQuantities(categoryId, request.recommendedQuantityType, request.quantities);
    return { isSuccessful: true, entityId: categoryId };
  }
}
