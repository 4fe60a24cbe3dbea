import type { EditableKindergartenSubject } from '@kg/contracts';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetEditableSubjectsQuery, useUpdateSubjectsMutation } from '../records-api';
import { useKindergartenSettingsAccess } from './settings-access';
import { ResponsiveTable } from '../../../shared/list';

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** /platform/settings/subjects: which educational directions the kindergarten works in, and their order. */
export default function SubjectsPage() {
  const can = useKindergartenSettingsAccess();
  const subjects = useGetEditableSubjectsQuery(can.kindergartenId ?? 0, { skip: can.kindergartenId === undefined });
  if (subjects.isError) return <Alert type="error" showIcon title={errorMessage(subjects.error)} />;
  if (!subjects.data) return <Spin description="Зареждане…" />;
  return <SubjectsEditor key={can.kindergartenId} initial={subjects.data} editable={can.updateSubjects} />;
}

function SubjectsEditor({ initial, editable }: { initial: EditableKindergartenSubject[]; editable: boolean }) {
  const [items, setItems] = useState(initial);
  const [update, saving] = useUpdateSubjectsMutation();
  const { message } = App.useApp();

  const toggle = (id: number, selected: boolean): void =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, selected } : item)));

  const save = async (): Promise<void> => {
    const result = await update(items.filter((item) => item.selected).map((item) => item.id));
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Образователните направления са запазени.');
  };

  return (
    <Card style={{ maxWidth: 720 }} title={<PageTitle>Образователни направления</PageTitle>}>
      <Typography.Paragraph type="secondary">
        Направленията по Наредба № 5 за предучилищното образование, в които детската градина работи, в реда, в който се показват в
        разписанието и плановете. Задължителните не могат да бъдат премахнати.
      </Typography.Paragraph>
      <ResponsiveTable<EditableKindergartenSubject>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={items}
        columns={[
          {
            title: 'Направление',
            key: 'name',
            render: (_value, item) => (
              <Space>
                {item.mandatory ? (
                  // Always chosen: the box is locked, the name stays readable (not greyed as a disabled label would be).
                  <Space size={8}>
                    <Checkbox checked disabled aria-label={item.name} />
                    <Typography.Text>{item.name}</Typography.Text>
                    <Tag>задължително</Tag>
                  </Space>
                ) : (
                  <Checkbox
                    checked={item.selected}
                    disabled={!editable}
                    onChange={(event) => toggle(item.id, event.target.checked)}
                  >
                    {item.name}
                  </Checkbox>
                )}
              </Space>
            ),
          },
          ...(editable
            ? [
                {
                  title: 'Ред',
                  key: 'order',
                  width: 110,
                  render: (_value: unknown, item: EditableKindergartenSubject, index: number) => (
                    <Space>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={`Нагоре: ${item.name}`}
                        disabled={index === 0}
                        onClick={() => setItems((current) => moved(current, index, -1))}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={`Надолу: ${item.name}`}
                        disabled={index === items.length - 1}
                        onClick={() => setItems((current) => moved(current, index, 1))}
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <Button type="primary" style={{ marginTop: 16 }} loading={saving.isLoading} onClick={() => void save()}>
          Запази
        </Button>
      )}
    </Card>
  );
}
