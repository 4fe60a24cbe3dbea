import { Injectable } from '@nestjs/common';
import type { MenuAgeBand, ProductSubcategory, RecommendedQuantityType } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { BG, inScope, type ProductScope } from './products.sql.js';

/** A category as stored, locked for a write. */
export interface CategoryState {
  id: number;
  parentId: number | null;
  hasChildren: boolean;
}

/** The statements of the master's product categories and their recommended quantities. */
@Injectable()
export class ProductCategoriesRepository {
  constructor(private readonly db: Db) {}

  /** Every category, top level first then by name in Bulgarian order, with the products the scope sees in each. */
  all(scope: ProductScope): Promise<ProductSubcategory[]> {
    return this.db.sql.many<ProductSubcategory>(
      `SELECT c.id, c.name, c.parent_id AS "parentId", c.recommended_quantity_type AS "recommendedQuantityType",
              coalesce((SELECT json_agg(json_build_object('ageBand', q.age_band, 'grams', q.grams::text) ORDER BY q.age_band)
                          FROM product_category_quantities q WHERE q.category_id = c.id), '[]') AS quantities,
              (SELECT count(*)::int FROM products p WHERE p.category_id = c.id AND ${inScope('p', '$1')}) AS "productsCount"
         FROM product_categories c
        ORDER BY c.name ${BG}, c.id`,
      [scope.kindergartenId],
    );
  }

  async lock(id: number): Promise<CategoryState | undefined> {
    return this.db.sql.maybe<CategoryState>(
      `SELECT id, parent_id AS "parentId",
              EXISTS (SELECT 1 FROM product_categories child WHERE child.parent_id = c.id) AS "hasChildren"
         FROM product_categories c WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  /** Whether another category on the same level (`parentId`) has the name, whatever its case. */
  async nameTaken(name: string, parentId: number | null, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 AS found FROM product_categories
        WHERE lower(name) = lower($1) AND parent_id IS NOT DISTINCT FROM $2 AND id <> $3`,
      [name, parentId, exceptId ?? 0],
    );
    return row !== undefined;
  }

  /** Whether any product (the catalogue's or a kindergarten's: the master reads all) or subcategory is in it. */
  async inUse(id: number): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 AS found WHERE EXISTS (SELECT 1 FROM products WHERE category_id = $1)
          OR EXISTS (SELECT 1 FROM product_categories WHERE parent_id = $1)`,
      [id],
    );
    return row !== undefined;
  }

  async insert(name: string, parentId: number | null): Promise<number> {
    const { id } = await this.db.sql.insert('product_categories', { name, parent_id: parentId });
    return id;
  }

  async update(id: number, name: string, parentId: number | null): Promise<void> {
    await this.db.sql.update('product_categories', { name, parent_id: parentId }, { id });
  }

  async remove(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM product_categories WHERE id = $1`, [id]);
  }

  async saveQuantities(
    id: number,
    type: RecommendedQuantityType | null,
    quantities: { ageBand: MenuAgeBand; grams: string }[],
  ): Promise<void> {
    await this.db.sql.update('product_categories', { recommended_quantity_type: type }, { id });
    await this.db.sql.exec(`DELETE FROM product_category_quantities WHERE category_id = $1`, [id]);
    if (quantities.length) {
      await this.db.sql.exec(
        `INSERT INTO product_category_quantities (category_id, age_band, grams)
         SELECT $1, band, grams FROM unnest($2::smallint[], $3::numeric[]) AS q(band, grams)`,
        [id, quantities.map((q) => q.ageBand), quantities.map((q) => q.grams)],
      );
    }
  }
}
