import { Module } from '@nestjs/common';
import { RecipeBooksController } from './controllers/recipe-books.controller.js';
import { RecipeManagementController } from './controllers/recipe-management.controller.js';
import { RecipesController } from './controllers/recipes.controller.js';
import { RecipesRepository } from './data/recipes.repository.js';
import { RecipeBooksService } from './services/recipe-books.service.js';
import { RecipesService } from './services/recipes.service.js';

/** Recipes and recipe books: the master's shared ones and each kindergarten's own (docs/recipes.md). */
@Module({
  controllers: [RecipeBooksController, RecipesController, RecipeManagementController],
  providers: [RecipesRepository, RecipeBooksService, RecipesService],
  exports: [RecipesService],
})
export class RecipesModule {}
