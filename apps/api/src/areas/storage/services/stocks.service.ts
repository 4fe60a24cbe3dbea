import { Injectable } from '@nestjs/common';
import {
  type AvailableProductRow,
  BASE_QUANTITY_PLACES,
  divide,
  exact,
  multiply,
  type PagedResult,
  type ProductAvailabilityQuery,
  type ProductAvailabilityRow,
  type ProductUnit,
  productUnitLabels,
  type StockInboundListQuery,
  type StockInboundRow,
  storageMessages as messages,
  type StorageLookupRow,
  unitRatio,
  type WarehouseAvailabilityRow,
  weightedAveragePrice,
  type WeightedAveragePriceAnswer,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { RegistersRepository } from '../data/registers.repository.js';
import { type StockBalance, StockRepository } from '../data/stock.repository.js';
import { kindergartenOf } from './kindergarten-of.js';

/** The moving weighted average per the product's own unit (no conversions needed for its own unit). */
const averageOf = (balance: { quantity: string; value: string; unit: ProductUnit }): string | null =>
  weightedAveragePrice(balance.value, balance.quantity, balance.unit, balance.unit, []);

const availabilityRow = (balance: StockBalance): ProductAvailabilityRow => ({
  ...balance,
  averagePrice: averageOf(balance),
});

/**
 * The stock: balances per product and warehouse with the moving weighted average price, the stock on a day, the
 * incoming lots (docs/storage.md "The ledger").
 */
@Injectable()
export class StocksService {
  constructor(
    private readonly stock: StockRepository,
    private readonly registers: RegistersRepository,
  ) {}

  async productAvailability(user: AuthUser, query: ProductAvailabilityQuery): Promise<PagedResult<ProductAvailabilityRow>> {
    const page = await this.stock.availability(kindergartenOf(user), query);
    return { result: page.result.map(availabilityRow), rowsCount: page.rowsCount };
  }

  async warehousesAvailability(user: AuthUser, productId: number): Promise<WarehouseAvailabilityRow[]> {
    const kindergartenId = kindergartenOf(user);
    await this.product(kindergartenId, productId);
    const balances = await this.stock.productBalances(kindergartenId, productId);
    return balances.map((balance) => ({
      warehouseId: balance.warehouseId,
      warehouseName: balance.warehouseName,
      quantity: balance.quantity,
      value: balance.value,
      averagePrice: averageOf(balance),
    }));
  }

  /**
   * Spec 2 §7.4 `Stocks/weighted-average-price/{productId}/{warehouseId}/{unitOfMeasure}`: the stock of a warehouse's
   * product in the asked unit, its value, and the moving weighted average price per that unit.
   */
  async weightedAveragePrice(
    user: AuthUser,
    params: { productId: number; warehouseId: number; unitOfMeasure: ProductUnit },
  ): Promise<WeightedAveragePriceAnswer> {
    const kindergartenId = kindergartenOf(user);
    const product = await this.product(kindergartenId, params.productId);
    if (!(await this.registers.warehouse(kindergartenId, params.warehouseId))) {
      throw new NotFoundError(messages.warehouseNotFound);
    }
    const ratio = unitRatio(params.unitOfMeasure, product.unit, product.conversions);
    if (!ratio) {
      throw new BadInputError('Невалидни данни.', {
        unitOfMeasure: [messages.unitNotConvertible(product.name, productUnitLabels[params.unitOfMeasure])],
      });
    }
    const balance = (await this.stock.balance(kindergartenId, params.productId, params.warehouseId)) ?? {
      quantity: '0',
      value: '0',
    };
    // The stock in the asked unit: own-unit quantity × denominator ÷ numerator (a `unit` is numerator/denominator own units).
    const quantity = divide(multiply(exact(balance.quantity), ratio.denominator), ratio.numerator, BASE_QUANTITY_PLACES);
    return {
      productId: params.productId,
      warehouseId: params.warehouseId,
      unitOfMeasure: params.unitOfMeasure,
      quantity,
      value: balance.value,
      averagePrice: weightedAveragePrice(
        balance.value,
        balance.quantity,
        params.unitOfMeasure,
        product.unit,
        product.conversions,
      ),
    };
  }

  availableForDate(user: AuthUser, date: string, warehouseId: number | undefined): Promise<AvailableProductRow[]> {
    return this.stock.availableOn(kindergartenOf(user), date, warehouseId);
  }

  inboundCreators(user: AuthUser): Promise<StorageLookupRow[]> {
    return this.stock.inboundCreators(kindergartenOf(user));
  }

  inbounds(user: AuthUser, query: StockInboundListQuery): Promise<PagedResult<StockInboundRow>> {
    return this.stock.inbounds(kindergartenOf(user), query);
  }

  private async product(kindergartenId: number, productId: number) {
    const [product] = await this.stock.products(kindergartenId, [productId]);
    if (!product) throw new NotFoundError(messages.productNotFound);
    return product;
  }
}
