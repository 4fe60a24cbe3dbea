import { Injectable } from '@nestjs/common';
import { type RecipeBookRow, recipeMessages as messages, type SaveResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { RecipesRepository } from '../data/recipes.repository.js';
import { mayChange, recipeReader } from './recipe-reader.js';

/**
 * Recipe books (docs/recipes.md): the master's shared books and each kindergarten's own. The master writes the shared
 * ones, a member with Recipes create/update/delete the kindergarten's own; a book with recipes is not deleted.
 */
@Injectable()
export class RecipeBooksService {
  constructor(private readonly recipes: RecipesRepository) {}

  async list(user: AuthUser): Promise<RecipeBookRow[]> {
    const reader = recipeReader(user);
    const books = await this.recipes.books(reader);
    return books.map((book) => ({ ...book, editable: mayChange(reader, book.own ? reader.kindergartenId : null) }));
  }

  async save(user: AuthUser, body: { id?: number; name: string }): Promise<SaveResult> {
    const reader = recipeReader(user);
    if (body.id === undefined ? !reader.mayCreate : !reader.mayEdit) throw new ForbiddenError();
    if (body.id !== undefined) {
      const found = await this.recipes.findBook(body.id, reader);
      if (!found) throw new NotFoundError(messages.bookNotFound);
      if (!mayChange(reader, found.kindergartenId)) throw new ForbiddenError(messages.bookReadOnly);
    }
    if (await this.recipes.bookNameTaken(body.name, reader.kindergartenId, body.id)) {
      throw new BadInputError(messages.bookNameTaken, { name: [messages.bookNameTaken] });
    }
    if (body.id !== undefined) {
      await this.recipes.renameBook(body.id, body.name);
      return { isSuccessful: true, entityId: body.id };
    }
    return { isSuccessful: true, entityId: await this.recipes.insertBook(reader.kindergartenId, body.name) };
  }

  async remove(user: AuthUser, id: number): Promise<undefined> {
    const reader = recipeReader(user);
    if (!reader.mayDelete) throw new ForbiddenError();
    const found = await this.recipes.findBook(id, reader);
    if (!found) throw new NotFoundError(messages.bookNotFound);
    if (reader.master ? found.kindergartenId !== null : found.kindergartenId !== reader.kindergartenId) {
      throw new ForbiddenError(messages.bookReadOnly);
    }
    if (found.recipes > 0) throw new ConflictError(messages.bookInUse);
    await this.recipes.removeBook(id);
  }
}
