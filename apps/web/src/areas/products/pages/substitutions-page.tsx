import type { ProductSubstitutionRow, SaveResult } from '@kg/contracts';
import { Button, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { ListPage, pageQueryOf, useUrlListState } from '../../../shared/list';
import { useGetProductLookupQuery, useGetProductSubstitutionsQuery, useSaveProductSubstitutionsMutation } from '../api';

const PAGE_SIZE = 20;
const sortable = ['name'] as const;

interface SubstitutionValues {
  productId?: number;
  productSubstitutions: number[];
}

/** Choose a product of the catalogue and the whole list of its substitutes (an empty list removes them). */
function SubstitutionForm({ options }: { options: { value: number; label: string }[] }) {
  const [save] = useSaveProductSubstitutionsMutation();
  const { form, submit, saving } = useSaveForm<SubstitutionValues, SaveResult>({
    save: (values) => save({ productId: values.productId as number, productSubstitutions: values.productSubstitutions ?? [] }),
    success: 'Заместителите са запазени.',
    onSaved: () => form.resetFields(),
  });
  const chosen = Form.useWatch('productId', form);
  return (
    <Form<SubstitutionValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={saving}
      initialValues={{ productSubstitutions: [] }}
      onFinish={(values) => void submit(values)}
      style={{ width: '100%' }}
    >
      <Flex gap={8} wrap align="flex-end">
        <Form.Item
          name="productId"
          label="Продукт"
          rules={[{ required: true, message: 'Изберете продукт.' }]}
          style={{ flex: '1 1 240px', marginBottom: 16 }}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={options} />
        </Form.Item>
        <Form.Item name="productSubstitutions" label="Заместители" style={{ flex: '2 1 280px', marginBottom: 16 }}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            options={options.filter((option) => option.value !== chosen)}
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}

/** /admin/products/substitutions: the catalogue's products with their substitutes (docs/products.md). */
export default function SubstitutionsPage() {
  const { params, paging, update } = useUrlListState(sortable);
  const search = params.get('search') ?? '';
  const list = useGetProductSubstitutionsQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...(search ? { search } : {}) });
  const lookup = useGetProductLookupQuery();
  const options = (lookup.data ?? []).filter((p) => !p.own).map((p) => ({ value: p.id, label: p.name }));

  const substitutes = (row: ProductSubstitutionRow) => (
    <Flex gap={4} wrap>
      {row.productSubstitutions.map((s) => (
        <Tag key={s.id}>{s.name}</Tag>
      ))}
    </Flex>
  );
  const columns: TableProps<ProductSubstitutionRow>['columns'] = [
    {
      title: 'Продукт',
      key: 'card',
      responsive: ['xs'],
      render: (_value, row) => (
        <Flex vertical gap={4} style={{ whiteSpace: 'normal', maxWidth: 'calc(100vw - 96px)' }}>
          <Link to={`/admin/products/list/${row.productId}`} style={{ fontWeight: 600 }}>
            {row.productName}
          </Link>
          <Typography.Text type="secondary">Заместители:</Typography.Text>
          {substitutes(row)}
        </Flex>
      ),
    },
    {
      title: 'Продукт',
      key: 'name',
      responsive: ['sm'],
      render: (_value, row) => <Link to={`/admin/products/list/${row.productId}`}>{row.productName}</Link>,
    },
    { title: 'Заместители', key: 'substitutes', responsive: ['sm'], render: (_value, row) => substitutes(row) },
  ];

  return (
    <ListPage<ProductSubstitutionRow, (typeof sortable)[number]>
      title="Заместители на продукти"
      filters={
        <>
          <SubstitutionForm options={options} />
          <Input.Search
            aria-label="Търсене по наименование"
            placeholder="Търсене по наименование"
            allowClear
            defaultValue={search}
            onSearch={(value) => update({ search: value.trim() })}
            style={{ width: 260, maxWidth: '100%' }}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey="productId"
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма продукти със заместители."
    />
  );
}
