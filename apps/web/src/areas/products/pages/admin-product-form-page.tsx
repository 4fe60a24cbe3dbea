import { ProductFormPage } from '../components/product-form-page';

/** /admin/products/list/create and /:id: a product of the master's catalogue. */
export default function AdminProductFormPage() {
  return <ProductFormPage mode="catalogue" />;
}
