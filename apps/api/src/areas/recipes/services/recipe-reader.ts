import { allows, recipeMessages, Resource } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ForbiddenError } from '../../../platform/errors/domain-errors.js';
import type { RecipeScope } from '../data/recipes.sql.js';

/** Who reads the recipes: the master (the shared books and recipes) or a kindergarten member with read on Recipes. */
export interface RecipeReader extends RecipeScope {
  master: boolean;
  /** May change the reader's own recipes and books (a kindergarten) or the shared ones (the master). */
  mayEdit: boolean;
  mayCreate: boolean;
  mayDelete: boolean;
}

/**
 * The one rule of every read of the area: the master administrator (MasterCatalogs) reads the shared books and
 * recipes; a kindergarten member with read on Recipes reads the shared ones and the kindergarten's own; anybody else 403.
 */
export function recipeReader(user: AuthUser): RecipeReader {
  if (allows(user.access, Resource.MasterCatalogs, 'read')) {
    return {
      kindergartenId: null,
      master: true,
      mayEdit: allows(user.access, Resource.MasterCatalogs, 'update'),
      mayCreate: allows(user.access, Resource.MasterCatalogs, 'create'),
      mayDelete: allows(user.access, Resource.MasterCatalogs, 'delete'),
    };
  }
  if (user.kindergartenId !== null && allows(user.access, Resource.Recipes, 'read')) {
    return {
      kindergartenId: user.kindergartenId,
      master: false,
      mayEdit: allows(user.access, Resource.Recipes, 'update'),
      mayCreate: allows(user.access, Resource.Recipes, 'create'),
      mayDelete: allows(user.access, Resource.Recipes, 'delete'),
    };
  }
  throw new ForbiddenError(recipeMessages.noAccess);
}

/** Whether the reader may change a book or recipe of `owner` (null: shared). */
export const mayChange = (reader: RecipeReader, owner: number | null): boolean =>
  reader.mayEdit && (reader.master ? owner === null : owner !== null && owner === reader.kindergartenId);
