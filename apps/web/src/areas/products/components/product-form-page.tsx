import { allows, productMessages, Resource, type SaveResult } from '@kg/contracts';
import { Alert, Button, Card, Flex, Result, Space, Spin, Tag } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import {
  useGetProductCategoriesQuery,
  useGetProductLookupQuery,
  useGetProductQuery,
  useSaveCatalogueProductMutation,
  useSaveOwnProductMutation,
} from '../api';
import { emptyProductValues, ProductForm, productRequestOf, productValuesOf, type ProductValues } from './product-form';

const validId = (text: string | null | undefined): number | undefined => {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * A product's page: the master's catalogue product (/admin/products/list/create, /:id) or, in the storage, a
 * kindergarten's own product (/storage/products/create, /:id). A kindergarten sees a catalogue product read-only and
 * may copy it to its own (/storage/products/create?copy=<id>).
 */
export function ProductFormPage({ mode }: { mode: 'catalogue' | 'storage' }) {
  const base = mode === 'catalogue' ? '/admin/products/list' : '/storage/products';
  const { id: idText } = useParams();
  const [search] = useSearchParams();
  const id = validId(idText);
  const invalidId = idText !== undefined && id === undefined;
  const copyId = mode === 'storage' && id === undefined ? validId(search.get('copy')) : undefined;
  const shownId = id ?? copyId;
  const record = useGetProductQuery(shownId ?? 0, { skip: shownId === undefined });
  const categories = useGetProductCategoriesQuery();
  const lookup = useGetProductLookupQuery();
  const access = useGetUserDataQuery().data?.access ?? [];
  const [saveOwn] = useSaveOwnProductMutation();
  const [saveCatalogue] = useSaveCatalogueProductMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<ProductValues, SaveResult>({
    save: (values) =>
      mode === 'catalogue'
        ? saveCatalogue({ id, body: productRequestOf(values) })
        : saveOwn({ ...productRequestOf(values), ...(id !== undefined ? { id } : {}), copiedFromId: copyId ?? null }),
    success: 'Продуктът е запазен.',
    onSaved: () => void navigate(base),
  });

  if (invalidId || (record.isError && 'status' in record.error && record.error.status === 404)) {
    return <Result status="404" title={productMessages.notFound} extra={<Link to={base}>Към списъка</Link>} />;
  }
  if (record.isError) return <Alert type="error" showIcon title={errorMessage(record.error)} />;
  if (categories.isError) return <Alert type="error" showIcon title={errorMessage(categories.error)} />;
  if ((shownId !== undefined && !record.data) || !categories.data) return <Spin description="Зареждане…" />;
  const data = record.data;

  const canCreate = mode === 'catalogue' || allows(access, Resource.Products, 'create');
  const readOnly = id !== undefined ? !data?.editable : !canCreate;
  const owner = (product: { own: boolean }) => (mode === 'catalogue' ? !product.own : true);
  const substituteOptions = (lookup.data ?? [])
    .filter((product) => product.id !== id && owner(product))
    .map((product) => ({ value: product.id, label: product.own ? `${product.name} (собствен)` : product.name }));
  const initialValues = data
    ? { ...productValuesOf(data), ...(copyId !== undefined ? { substituteIds: [] } : {}) }
    : emptyProductValues;
  const title = id !== undefined && data ? data.name : copyId !== undefined && data ? `Копие на „${data.name}“` : 'Нов продукт';

  const footer = readOnly ? (
    <Flex gap={12} wrap align="center">
      {mode === 'storage' && data && !data.own && canCreate && (
        <Button type="primary" disabled={false} onClick={() => void navigate(`${base}/create?copy=${data.id}`)}>
          Копирай като собствен
        </Button>
      )}
      <Link to={base}>Към списъка</Link>
    </Flex>
  ) : (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving} disabled={false}>
        Запази
      </Button>
      <Link to={base}>Откажи</Link>
    </Space>
  );

  return (
    <Card
      style={{ maxWidth: 880 }}
      title={<PageTitle>{title}</PageTitle>}
      extra={
        mode === 'storage' && data && id !== undefined ? (
          <Tag color={data.own ? 'blue' : 'default'}>{data.own ? 'Собствен' : 'От каталога'}</Tag>
        ) : undefined
      }
    >
      {readOnly && mode === 'storage' && data && !data.own && (
        <Alert type="info" showIcon title={productMessages.catalogueReadOnly} style={{ marginBottom: 16 }} />
      )}
      {data?.copiedFrom && id !== undefined && (
        <Alert type="info" showIcon title={`Копие на „${data.copiedFrom.name}“ от каталога.`} style={{ marginBottom: 16 }} />
      )}
      <ProductForm
        key={`${shownId ?? 'new'}`}
        form={form}
        initialValues={initialValues}
        categories={categories.data}
        substituteOptions={substituteOptions}
        readOnly={readOnly}
        saving={saving}
        onSubmit={(values) => void submit(values)}
        footer={footer}
      />
    </Card>
  );
}
