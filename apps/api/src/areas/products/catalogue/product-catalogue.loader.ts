import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Db } from '../../../platform/database/db.service.js';
import { sqlOf } from '../../../platform/database/sql.js';
import { loadProductCatalogue, readProductCatalogue } from './product-catalogue.js';

/**
 * At every start, after the migrations: the catalogue's categories and products this database has never had
 * (docs/products.md "Каталогът като референтни данни"). Replicas starting together take turns on an advisory lock.
 */
@Injectable()
export class ProductCatalogueLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('ProductCatalogue');

  constructor(private readonly db: Db) {}

  async onApplicationBootstrap(): Promise<void> {
    const catalogue = readProductCatalogue();
    if (!catalogue) {
      this.logger.warn('tools/seed/products/products.json is missing: the product catalogue is not loaded');
      return;
    }
    const added = await this.db.system((manager) => loadProductCatalogue(sqlOf(manager), catalogue));
    if (added.categories || added.products) {
      this.logger.log(`Product catalogue: ${added.categories} categories and ${added.products} products added`);
    }
  }
}
