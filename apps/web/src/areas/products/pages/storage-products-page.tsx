import { allows, type ProductRow, Resource } from '@kg/contracts';
import { App, Button } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useGetUserDataQuery } from '../../identity/api';
import { useDeleteOwnProductMutation } from '../api';
import { ProductsList } from '../components/products-list';

const BASE = '/storage/products';

/** /storage/products: the catalogue's products and the kindergarten's own (docs/products.md). */
export default function StorageProductsPage() {
  const access = useGetUserDataQuery().data?.access ?? [];
  const can = { create: allows(access, Resource.Products, 'create'), delete: allows(access, Resource.Products, 'delete') };
  const [remove] = useDeleteOwnProductMutation();
  const { message } = App.useApp();
  const deleteProduct = async (row: ProductRow): Promise<void> => {
    const result = await remove(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Продуктът е изтрит.');
  };
  return (
    <ProductsList
      title="Продукти"
      base={BASE}
      withOrigin
      actions={
        can.create ? (
          <Link to={`${BASE}/create`}>
            <Button type="primary">Нов продукт</Button>
          </Link>
        ) : undefined
      }
      rowActions={
        can.delete
          ? (row) =>
              row.own ? (
                <ConfirmDeleteButton
                  title="Изтриване на продукт"
                  description={`Да се изтрие ли „${row.name}“?`}
                  onConfirm={() => deleteProduct(row)}
                />
              ) : null
          : undefined
      }
    />
  );
}
