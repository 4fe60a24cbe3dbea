import { Module } from '@nestjs/common';
import { ProductCatalogueLoader } from './catalogue/product-catalogue.loader.js';
import { ProductManagementController } from './controllers/product-management.controller.js';
import { ProductsController } from './controllers/products.controller.js';
import { ProductCategoriesRepository } from './data/product-categories.repository.js';
import { ProductsRepository } from './data/products.repository.js';
import { ProductCategoriesService } from './services/product-categories.service.js';
import { ProductsService } from './services/products.service.js';

/** Products: the master's catalogue and each kindergarten's own products (docs/products.md). */
@Module({
  controllers: [ProductsController, ProductManagementController],
  providers: [ProductsService, ProductsRepository, ProductCategoriesService, ProductCategoriesRepository, ProductCatalogueLoader],
  exports: [ProductsService],
})
export class ProductsModule {}
