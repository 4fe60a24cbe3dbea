import { ProductFormPage } from '../components/product-form-page';

/** /storage/products/create and /:id: a kindergarten's own product, or a catalogue product to read and copy. */
export default function StorageProductFormPage() {
  return <ProductFormPage mode="storage" />;
}
