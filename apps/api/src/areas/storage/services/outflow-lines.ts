import { Injectable } from '@nestjs/common';
import { type ProductUnit, productUnitLabels, storageMessages, toProductUnit } from '@kg/contracts';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import type { OutflowLineInsert } from '../data/stock-outflows.repository.js';
import { StockRepository } from '../data/stock.repository.js';

/** The lines of an outflow document in the products' own units: 404 for a product not readable, 400 per line otherwise. */
@Injectable()
export class OutflowLinesReader {
  constructor(private readonly stock: StockRepository) {}

  async toProductUnits<Line extends { productId: number; unit: ProductUnit; quantity: string; lotId?: number }>(
    kindergartenId: number,
    lines: readonly Line[],
  ): Promise<OutflowLineInsert[]> {
    const productIds = [...new Set(lines.map((line) => line.productId))];
    const products = new Map((await this.stock.products(kindergartenId, productIds)).map((product) => [product.id, product]));
    if (products.size !== productIds.length) throw new NotFoundError(storageMessages.productNotFound);
    const errors: Record<string, string[]> = {};
    const written = lines.map((line, index): OutflowLineInsert => {
      const product = products.get(line.productId)!;
      const baseQuantity = toProductUnit(line.quantity, line.unit, product.unit, product.conversions);
      if (baseQuantity === null || !/[1-9]/.test(baseQuantity)) {
        errors[`lines.${index}.unit`] = [storageMessages.unitNotConvertible(product.name, productUnitLabels[line.unit])];
      }
      return {
        position: index + 1,
        productId: line.productId,
        unit: line.unit,
        quantity: line.quantity,
        baseQuantity: baseQuantity ?? '0',
        ...(line.lotId ? { lotId: line.lotId } : {}),
      };
    });
    if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);
    return written;
  }
}
