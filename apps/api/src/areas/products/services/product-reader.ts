import { allows, productMessages, Resource } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ForbiddenError } from '../../../platform/errors/domain-errors.js';
import type { ProductScope } from '../data/products.sql.js';

/** Who reads the products: the master (the catalogue) or a kindergarten member with read on Products. */
export interface ProductReader extends ProductScope {
  master: boolean;
  /** May change the reader's own products (a kindergarten) or the catalogue (the master). */
  mayEdit: boolean;
}

/**
 * The one rule of every read of the area: the master administrator reads the catalogue (MasterCatalogs), a
 * kindergarten member with read on Products reads the catalogue and the kindergarten's own products; anybody else 403.
 */
export function productReader(user: AuthUser): ProductReader {
  if (allows(user.access, Resource.MasterCatalogs, 'read')) {
    return { kindergartenId: null, master: true, mayEdit: allows(user.access, Resource.MasterCatalogs, 'update') };
  }
  if (user.kindergartenId !== null && allows(user.access, Resource.Products, 'read')) {
    return { kindergartenId: user.kindergartenId, master: false, mayEdit: allows(user.access, Resource.Products, 'update') };
  }
  throw new ForbiddenError(productMessages.noAccess);
}

/** Whether the reader may change a product of `owner` (null: the catalogue). */
export const mayChange = (reader: ProductReader, owner: number | null): boolean =>
  reader.mayEdit && (reader.master ? owner === null : owner !== null && owner === reader.kindergartenId);
