import { Injectable } from '@nestjs/common';
import {
  allergenRows,
  type NomenclatureRow,
  nutrientKeys,
  type PagedResult,
  type ProductDetails,
  type ProductFields,
  productMessages as messages,
  type ProductListFilter,
  type ProductLookupRow,
  type ProductRow,
  type ProductSubstitutionRow,
  type ProductSubstitutionsFilter,
  recommendedQuantityTypeRows,
  Resource,
  type SaveOwnProductBody,
  type SaveResult,
  storageConditionRows,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { ProductsRepository } from '../data/products.repository.js';
import { mayChange, productReader } from './product-reader.js';

/**
 * Products (docs/products.md): the master writes the catalogue (kindergarten_id null), a kindergarten its own products;
 * a kindergarten never changes a catalogue product (it copies one to its own). Every write is one transaction: the
 * product row and its conversions, allergens and substitutes together.
 */
@Injectable()
export class ProductsService {
  constructor(private readonly products: ProductsRepository) {}

  list(user: AuthUser, query: ProductListFilter): Promise<PagedResult<ProductRow>> {
    return this.products.list(query, productReader(user));
  }

  lookup(user: AuthUser, search: string | undefined): Promise<ProductLookupRow[]> {
    return this.products.lookup(search, productReader(user));
  }

  async get(user: AuthUser, id: number): Promise<ProductDetails> {
    const reader = productReader(user);
    const record = await this.products.details(id, reader);
    // The master reads the catalogue only: a kindergarten's own product is not found for the master either.
    if (!record || (reader.master && record.kindergartenId !== null)) throw new NotFoundError(messages.notFound);
    const { kindergartenId, ...rest } = record;
    return {
      id: rest.id,
      name: rest.name,
      categoryId: rest.categoryId,
      categoryName: rest.categoryName,
      unit: rest.unit,
      own: kindergartenId !== null,
      editable: mayChange(reader, kindergartenId),
      copiedFrom: rest.copiedFrom,
      storageCondition: rest.storageCondition,
      ediblePercent: rest.ediblePercent,
      conversions: rest.conversions,
      allergens: rest.allergens,
      nutrients: Object.fromEntries(nutrientKeys.map((key) => [key, rest[key]])) as ProductDetails['nutrients'],
      nutrientSource: rest.nutrientSource,
      nutrientSourceDescription: rest.nutrientSourceDescription,
      substitutes: rest.substitutes,
    };
  }

  /** POST Products: a kindergarten's own product, new or edited. */
  async saveOwn(user: AuthUser, body: SaveOwnProductBody): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Products, body.id);
    const kindergartenId = user.kindergartenId;
    if (kindergartenId === null) throw new ForbiddenError();
    return { isSuccessful: true, entityId: await this.write(kindergartenId, body.id, body) };
  }

  /** POST administration/ProductManagement[/{id}]: the master's catalogue product. */
  async saveCatalogue(id: number | undefined, body: ProductFields): Promise<SaveResult> {
    return { isSuccessful: true, entityId: await this.write(null, id, { ...body, copiedFromId: null }) };
  }

  async removeOwn(user: AuthUser, id: number): Promise<undefined> {
    const kindergartenId = user.kindergartenId;
    if (kindergartenId === null) throw new ForbiddenError();
    const found = await this.products.lock(id, { kindergartenId });
    if (!found) throw new NotFoundError(messages.notFound);
    if (found.kindergartenId === null) throw new ForbiddenError(messages.catalogueReadOnly);
    if (!(await this.products.remove(id))) throw new ConflictError(messages.inUse);
  }

  async removeCatalogue(id: number): Promise<undefined> {
    if (!(await this.products.lock(id, { kindergartenId: null }))) throw new NotFoundError(messages.notFound);
    if (!(await this.products.remove(id))) throw new ConflictError(messages.inUse);
  }

  async substitutions(user: AuthUser, query: ProductSubstitutionsFilter): Promise<PagedResult<ProductSubstitutionRow>> {
    const reader = productReader(user);
    const page = await this.products.substitutions(query, reader);
    return {
      rowsCount: page.rowsCount,
      result: page.result.map((row) => ({
        ...row,
        editable: mayChange(reader, row.own ? reader.kindergartenId : null),
      })),
    };
  }

  /** POST Products/product-substitutions: the master for a catalogue product, a kindergarten for its own. */
  async saveSubstitutions(user: AuthUser, body: { productId: number; productSubstitutions: number[] }): Promise<SaveResult> {
    const reader = productReader(user);
    const found = await this.products.lock(body.productId, reader);
    if (!found) throw new NotFoundError(messages.notFound);
    if (reader.master) assertAllowed(user, Resource.MasterCatalogs, 'update');
    else if (found.kindergartenId === null) throw new ForbiddenError(messages.catalogueReadOnly);
    else assertAllowed(user, Resource.Products, 'update');
    await this.checkSubstitutes(found.kindergartenId, body.productSubstitutions, 'productSubstitutions');
    await this.products.replaceSubstitutes(body.productId, found.kindergartenId, body.productSubstitutions);
    return { isSuccessful: true, entityId: body.productId };
  }

  allergens(user: AuthUser): NomenclatureRow[] {
    productReader(user);
    return allergenRows;
  }

  storageConditions(user: AuthUser): NomenclatureRow[] {
    productReader(user);
    return storageConditionRows;
  }

  recommendedQuantityTypes(user: AuthUser): NomenclatureRow[] {
    productReader(user);
    return recommendedQuantityTypeRows;
  }

  /** Checks and writes one product of `owner` (null: the catalogue); answers its id. */
  private async write(
    owner: number | null,
    id: number | undefined,
    body: ProductFields & { copiedFromId: number | null },
  ): Promise<number> {
    if (id !== undefined) {
      const found = await this.products.lock(id, { kindergartenId: owner });
      if (!found) throw new NotFoundError(messages.notFound);
      if (found.kindergartenId !== owner) throw new ForbiddenError(messages.catalogueReadOnly);
    }
    const errors: Record<string, string[]> = {};
    if (!(await this.products.categoryExists(body.categoryId))) errors.categoryId = [messages.categoryNotFound];
    if (await this.products.nameTaken(body.name, owner, id)) {
      errors.name = [owner === null ? messages.catalogueNameTaken : messages.nameTaken];
    }
    if (id !== undefined && body.substituteIds.includes(id)) errors.substituteIds = [messages.substituteSelf];
    else await this.checkSubstitutes(owner, body.substituteIds, 'substituteIds', errors);
    if (id === undefined && body.copiedFromId !== null) {
      const source = await this.products.lock(body.copiedFromId, { kindergartenId: owner });
      if (!source || source.kindergartenId !== null) errors.copiedFromId = [messages.copiedFromNotCatalogue];
    }
    if (body.nutrientSource !== null && nutrientKeys.every((key) => body.nutrients[key] === null)) {
      errors.nutrientSource = [messages.sourceWithoutValues];
    }
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new BadInputError(first, errors);

    const columns = {
      name: body.name,
      categoryId: body.categoryId,
      unit: body.unit,
      storageCondition: body.storageCondition,
      ediblePercent: body.ediblePercent,
      nutrients: body.nutrients,
      nutrientSource: body.nutrientSource,
      nutrientSourceDescription: body.nutrientSource === null ? null : body.nutrientSourceDescription,
      copiedFromId: body.copiedFromId,
    };
    const productId = id ?? (await this.products.insert(owner, columns));
    if (id !== undefined) await this.products.update(id, columns);
    await this.products.replaceChildren(productId, owner, body);
    return productId;
  }

  /** Substitutes must be products the owner uses: the catalogue's, and for a kindergarten its own. */
  private async checkSubstitutes(
    owner: number | null,
    ids: number[],
    field: string,
    errors?: Record<string, string[]>,
  ): Promise<void> {
    const usable = new Set(await this.products.usableSubstitutes(ids, owner));
    if (ids.every((substitute) => usable.has(substitute))) return;
    const message = owner === null ? messages.substituteOwnForCatalogue : messages.substituteNotFound;
    if (errors) errors[field] = [message];
    else throw new BadInputError(message, { [field]: [message] });
  }
}
