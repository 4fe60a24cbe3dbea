import { Injectable } from '@nestjs/common';
import {
  type Allergen,
  type NutrientKey,
  nutrientKeys,
  type PagedResult,
  type ProductConversion,
  type ProductListFilter,
  type ProductLookupRow,
  type ProductReference,
  type ProductRow,
  type ProductSubstitutionRow,
  type ProductSubstitutionsFilter,
  type ProductUnit,
  type StorageCondition,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { pagedQuery } from '../../../platform/database/paged-query.js';
import { BG, inScope, PRODUCT_DETAILS, type ProductScope, productListSelect, substitutionListSelect } from './products.sql.js';

/** A product as stored, before the service shapes it for the reader. */
export interface ProductRecord extends Record<NutrientKey, string | null> {
  id: number;
  name: string;
  categoryId: number;
  categoryName: string;
  unit: ProductUnit;
  kindergartenId: number | null;
  storageCondition: StorageCondition | null;
  ediblePercent: string | null;
  nutrientSource: string | null;
  nutrientSourceDescription: string | null;
  copiedFrom: ProductReference | null;
  conversions: { unit: ProductUnit; grams: string }[];
  allergens: Allergen[];
  substitutes: ProductReference[];
}

/** The columns a save writes; decimals stay strings and numeric does the arithmetic. */
export interface ProductWrite {
  name: string;
  categoryId: number;
  unit: ProductUnit;
  storageCondition: StorageCondition | null;
  ediblePercent: string | null;
  nutrients: Record<NutrientKey, string | null>;
  nutrientSource: string | null;
  nutrientSourceDescription: string | null;
  copiedFromId?: number | null;
}

const nutrientColumn: Record<NutrientKey, string> = {
  energyKcal: 'energy_kcal',
  energyKj: 'energy_kj',
  protein: 'protein',
  fat: 'fat',
  saturatedFat: 'saturated_fat',
  carbohydrate: 'carbohydrate',
  sugars: 'sugars',
  fibre: 'fibre',
  salt: 'salt',
  calcium: 'calcium',
  iron: 'iron',
};

/** The statements of products, their conversions, allergens and substitutes; every row typed. */
@Injectable()
export class ProductsRepository {
  constructor(private readonly db: Db) {}

  list(query: ProductListFilter, scope: ProductScope): Promise<PagedResult<ProductRow>> {
    return pagedQuery<ProductRow>(this.db.manager, productListSelect(query, scope), query);
  }

  lookup(search: string | undefined, scope: ProductScope): Promise<ProductLookupRow[]> {
    return this.db.sql.many<ProductLookupRow>(
      `SELECT p.id, p.name, p.unit, p.category_id AS "categoryId", p.kindergarten_id IS NOT NULL AS own
         FROM products p
        WHERE ${inScope('p', '$1')} AND ($2::text IS NULL OR p.name ILIKE $2)
        ORDER BY p.name ${BG}, p.id`,
      [scope.kindergartenId, search ? containsPattern(search) : null],
    );
  }

  details(id: number, scope: ProductScope): Promise<ProductRecord | undefined> {
    return this.db.sql.maybe<ProductRecord>(PRODUCT_DETAILS, [id, scope.kindergartenId]);
  }

  /**
   * The product's owner when the scope sees it (null: the catalogue), undefined when not found; the row is locked for
   * the write when the scope may write it (a kindergarten's request cannot lock a catalogue row: row-level security).
   */
  async lock(id: number, scope: ProductScope): Promise<{ kindergartenId: number | null } | undefined> {
    const found = await this.db.sql.maybe<{ kindergartenId: number | null }>(
      `SELECT kindergarten_id AS "kindergartenId" FROM products p WHERE id = $1 AND ${inScope('p', '$2')}`,
      [id, scope.kindergartenId],
    );
    if (found && found.kindergartenId === scope.kindergartenId) {
      await this.db.sql.exec(`SELECT 1 FROM products WHERE id = $1 FOR UPDATE`, [id]);
    }
    return found;
  }

  /** Whether another product of the same owner (the catalogue or one kindergarten) has the name, whatever its case. */
  async nameTaken(name: string, kindergartenId: number | null, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM products
        WHERE lower(name) = lower($1) AND kindergarten_id IS NOT DISTINCT FROM $2 AND id <> $3`,
      [name, kindergartenId, exceptId ?? 0],
    );
    return row !== undefined;
  }

  async categoryExists(id: number): Promise<boolean> {
    return (await this.db.sql.maybe(`SELECT 1 AS found FROM product_categories WHERE id = $1`, [id])) !== undefined;
  }

  /** Of `ids`, those the owner may name as substitutes: catalogue products, and for a kindergarten its own too. */
  async usableSubstitutes(ids: number[], kindergartenId: number | null): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.sql.many<{ id: number }>(
      `SELECT id FROM products p WHERE id = ANY($1::int[]) AND ${inScope('p', '$2')}`,
      [ids, kindergartenId],
    );
    return rows.map((row) => row.id);
  }

  async insert(kindergartenId: number | null, product: ProductWrite): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO products (kindergarten_id, copied_from_id, ${this.columnList()})
       VALUES ($1, $2, ${this.valueList(3)}) RETURNING id`,
      [kindergartenId, product.copiedFromId ?? null, ...this.values(product)],
    );
    return id;
  }

  async update(id: number, product: ProductWrite): Promise<void> {
    const columns = ProductsRepository.written.map((entry) => entry.column);
    const values = this.valueExpressions(2);
    await this.db.sql.exec(
      `UPDATE products SET ${columns.map((column, index) => `${column} = ${values[index]}`).join(', ')}, updated_at = now()
        WHERE id = $1`,
      [id, ...this.values(product)],
    );
  }

  /** Replaces the product's conversions, allergens and substitutes (children carry the product's kindergarten_id). */
  async replaceChildren(
    id: number,
    kindergartenId: number | null,
    children: { conversions: ProductConversion[]; allergens: Allergen[]; substituteIds: number[] },
  ): Promise<void> {
    await this.db.sql.exec(`DELETE FROM product_conversions WHERE product_id = $1`, [id]);
    await this.db.sql.exec(`DELETE FROM product_allergens WHERE product_id = $1`, [id]);
    if (children.conversions.length) {
      await this.db.sql.exec(
        `INSERT INTO product_conversions (product_id, kindergarten_id, unit, grams)
         SELECT $1, $2, unit, grams FROM unnest($3::smallint[], $4::numeric[]) AS v(unit, grams)`,
        [id, kindergartenId, children.conversions.map((c) => c.unit), children.conversions.map((c) => c.grams)],
      );
    }
    if (children.allergens.length) {
      await this.db.sql.exec(
        `INSERT INTO product_allergens (product_id, kindergarten_id, allergen)
         SELECT $1, $2, allergen FROM unnest($3::smallint[]) AS a(allergen)`,
        [id, kindergartenId, children.allergens],
      );
    }
    await this.replaceSubstitutes(id, kindergartenId, children.substituteIds);
  }

  async replaceSubstitutes(id: number, kindergartenId: number | null, substituteIds: number[]): Promise<void> {
    await this.db.sql.exec(`DELETE FROM product_substitutions WHERE product_id = $1`, [id]);
    if (substituteIds.length) {
      await this.db.sql.exec(
        `INSERT INTO product_substitutions (product_id, kindergarten_id, substitute_id)
         SELECT $1, $2, s FROM unnest($3::int[]) AS s`,
        [id, kindergartenId, substituteIds],
      );
    }
  }

  /** Deletes the product; `false` when another record (a recipe's ingredient, a stock document) refers to it. */
  async remove(id: number): Promise<boolean> {
    try {
      await this.db.sql.exec(`DELETE FROM products WHERE id = $1`, [id]);
      return true;
    } catch (error) {
      const code =
        (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
      // A foreign key refused the delete; the request's transaction ends with the error the caller throws.
      if (code === '23503') return false;
      throw error;
    }
  }

  substitutions(
    query: ProductSubstitutionsFilter,
    scope: ProductScope,
  ): Promise<PagedResult<Omit<ProductSubstitutionRow, 'editable'>>> {
    return pagedQuery(this.db.manager, substitutionListSelect(query, scope), query);
  }

  /** The written columns in the order of `values()`; the edible share comes in per cent and is stored as a share of 1. */
  private static readonly written: { column: string; value: (placeholder: string) => string }[] = [
    ...['name', 'category_id', 'unit', 'storage_condition'].map((column) => ({ column, value: (p: string) => p })),
    { column: 'edible_share', value: (p) => `${p}::numeric / 100` },
    ...nutrientKeys.map((key) => ({ column: nutrientColumn[key], value: (p: string) => `${p}::numeric` })),
    ...['nutrient_source', 'nutrient_source_description'].map((column) => ({ column, value: (p: string) => p })),
  ];

  private columnList(): string {
    return ProductsRepository.written.map((entry) => entry.column).join(', ');
  }

  /** `$from…` in the order of the columns, with each column's cast. */
  private valueList(from: number): string {
    return this.valueExpressions(from).join(', ');
  }

  private valueExpressions(from: number): string[] {
    return ProductsRepository.written.map((entry, index) => entry.value(`$${from + index}`));
  }

  private values(product: ProductWrite): unknown[] {
    return [
      product.name,
      product.categoryId,
      product.unit,
      product.storageCondition,
      product.ediblePercent,
      ...nutrientKeys.map((key) => product.nutrients[key]),
      product.nutrientSource,
      product.nutrientSourceDescription,
    ];
  }
}
