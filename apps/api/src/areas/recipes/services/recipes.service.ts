import { Injectable } from '@nestjs/common';
import {
  gramsPerUnit,
  netFromGross,
  type PagedResult,
  type RecipeDetails,
  type RecipeListFilter,
  recipeMessages as messages,
  type RecipeNutrition,
  type RecipeRow,
  Resource,
  type SaveOwnRecipeBody,
  type SaveResult,
  type SaveSharedRecipeBody,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { type IngredientWrite, RecipesRepository } from '../data/recipes.repository.js';
import { recipeNutritions } from './recipe-nutrition.js';
import { mayChange, recipeReader } from './recipe-reader.js';

type RecipeBody = Omit<SaveOwnRecipeBody, 'id' | 'copiedFromId'> & { copiedFromId: number | null };

/**
 * Recipes (docs/recipes.md): the master writes the shared recipes (kindergarten_id null), a kindergarten its own; a
 * kindergarten never changes a shared recipe (it copies one into its own book). A save is one transaction: the recipe,
 * its ingredients and their quantities per age band, with a blank net derived from the gross and the waste.
 */
@Injectable()
export class RecipesService {
  constructor(private readonly recipes: RecipesRepository) {}

  list(user: AuthUser, query: RecipeListFilter): Promise<PagedResult<RecipeRow>> {
    return this.recipes.list(query, recipeReader(user));
  }

  /** GET Recipes/nutritions: many recipes at once, computed by one set-based statement (the menus call it). */
  async nutritions(user: AuthUser, ids: number[]): Promise<RecipeNutrition[]> {
    const reader = recipeReader(user);
    return recipeNutritions(ids, await this.recipes.nutritions(ids, reader));
  }

  async get(user: AuthUser, id: number): Promise<RecipeDetails> {
    const reader = recipeReader(user);
    const header = await this.recipes.header(id, reader);
    if (!header) throw new NotFoundError(messages.notFound);
    const ingredients = await this.recipes.ingredients(id);
    const [nutrition] = recipeNutritions([id], await this.recipes.nutritions([id], reader));
    const { kindergartenId, ...rest } = header;
    return { ...rest, own: kindergartenId !== null, editable: mayChange(reader, kindergartenId), ingredients, nutrition };
  }

  /** POST Recipes: a kindergarten's own recipe, new, edited or copied from a shared one. */
  async saveOwn(user: AuthUser, body: SaveOwnRecipeBody): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Recipes, body.id);
    const kindergartenId = user.kindergartenId;
    if (kindergartenId === null) throw new ForbiddenError();
    return { isSuccessful: true, entityId: await this.write(kindergartenId, body.id, body) };
  }

  /** POST administration/RecipeManagement: the master's shared recipe. */
  async saveShared(user: AuthUser, body: SaveSharedRecipeBody): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.MasterCatalogs, body.id);
    return { isSuccessful: true, entityId: await this.write(null, body.id, { ...body, copiedFromId: null }) };
  }

  async removeOwn(user: AuthUser, id: number): Promise<undefined> {
    const kindergartenId = user.kindergartenId;
    if (kindergartenId === null) throw new ForbiddenError();
    const found = await this.recipes.findRecipe(id, { kindergartenId });
    if (!found) throw new NotFoundError(messages.notFound);
    if (found.kindergartenId === null) throw new ForbiddenError(messages.sharedReadOnly);
    await this.recipes.removeRecipe(id);
  }

  async removeShared(id: number): Promise<undefined> {
    if (!(await this.recipes.findRecipe(id, { kindergartenId: null }))) throw new NotFoundError(messages.notFound);
    await this.recipes.removeRecipe(id);
  }

  /** Checks and writes one recipe of `owner` (null: shared); answers its id. */
  private async write(owner: number | null, id: number | undefined, body: RecipeBody): Promise<number> {
    const scope = { kindergartenId: owner };
    if (id !== undefined) {
      const found = await this.recipes.findRecipe(id, scope);
      if (!found) throw new NotFoundError(messages.notFound);
      if (found.kindergartenId !== owner) throw new ForbiddenError(messages.sharedReadOnly);
    }
    const errors: Record<string, string[]> = {};
    const book = await this.recipes.findBook(body.bookId, scope);
    if (!book) errors.bookId = [messages.bookNotFound];
    else if (book.kindergartenId !== owner) errors.bookId = [messages.bookReadOnly];
    else if (await this.recipes.recipeNameTaken(body.bookId, body.name, id)) errors.name = [messages.nameTaken];
    if (id === undefined && body.copiedFromId !== null) {
      const source = await this.recipes.findRecipe(body.copiedFromId, scope);
      if (!source || source.kindergartenId !== null) errors.copiedFromId = [messages.copiedFromNotShared];
    }
    const products = new Map(
      (
        await this.recipes.products(
          body.ingredients.map((ingredient) => ingredient.productId),
          scope,
        )
      ).map((product) => [product.id, product]),
    );
    const ingredients: IngredientWrite[] = body.ingredients.map((ingredient, index) => {
      const product = products.get(ingredient.productId);
      if (!product) errors[`ingredients.${index}.productId`] = [messages.productNotFound];
      else if (owner === null && product.kindergartenId !== null) {
        errors[`ingredients.${index}.productId`] = [messages.sharedNeedsCatalogue];
      } else if (gramsPerUnit(ingredient.unit, product.conversions) === null) {
        errors[`ingredients.${index}.unit`] = [messages.unitNotConvertible];
      }
      return {
        productId: ingredient.productId,
        unit: ingredient.unit,
        wastePercent: ingredient.wastePercent,
        cookingLossPercent: ingredient.cookingLossPercent,
        quantities: ingredient.quantities.map((quantity) => ({
          ageBand: quantity.ageBand,
          gross: quantity.gross,
          net: quantity.net ?? netFromGross(quantity.gross, ingredient.wastePercent),
        })),
      };
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new BadInputError(first, errors);

    const columns = {
      bookId: body.bookId,
      name: body.name,
      category: body.category,
      mealTypes: [...body.mealTypes].sort((a, b) => a - b),
      ageBands: [...body.ageBands].sort((a, b) => a - b),
      technology: body.technology,
      copiedFromId: body.copiedFromId,
    };
    const recipeId = id ?? (await this.recipes.insertRecipe(owner, columns));
    if (id !== undefined) await this.recipes.updateRecipe(id, columns);
    await this.recipes.replaceIngredients(recipeId, owner, ingredients);
    return recipeId;
  }
}
