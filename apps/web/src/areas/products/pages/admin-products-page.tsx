import type { ProductRow } from '@kg/contracts';
import { App, Button } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useDeleteCatalogueProductMutation } from '../api';
import { ProductsList } from '../components/products-list';

const BASE = '/admin/products/list';

/** /admin/products/list: the master's catalogue of products (docs/products.md). */
export default function AdminProductsPage() {
  const [remove] = useDeleteCatalogueProductMutation();
  const { message } = App.useApp();
  const deleteProduct = async (row: ProductRow): Promise<void> => {
    const result = await remove(row.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Продуктът е изтрит.');
  };
  return (
    <ProductsList
      title="Каталог на продуктите"
      base={BASE}
      withOrigin={false}
      actions={
        <Link to={`${BASE}/create`}>
          <Button type="primary">Нов продукт</Button>
        </Link>
      }
      rowActions={(row) => (
        <ConfirmDeleteButton
          title="Изтриване на продукт"
          description={`Да се изтрие ли „${row.name}“ от каталога?`}
          onConfirm={() => deleteProduct(row)}
        />
      )}
    />
  );
}
