import { type PickupPerson, savePickupPersonRequest } from '@kg/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, List, Modal, Space } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import type { FormRule } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useGetPickupPeopleQuery, useRemovePickupPersonMutation, useSavePickupPersonMutation } from '../care-api';

interface PersonValues {
  fullName: string;
  relation: string;
  phone: string;
  idCardNumber: string;
}

const shape = savePickupPersonRequest.shape;
const required: FormRule = { required: true, message: 'Полето е задължително.' };

/** The people allowed to pick the child up, with phone and identity card number: add, change, remove. */
export function PickupPeopleCard({ studentId, editable }: { studentId: number; editable: boolean }) {
  const people = useGetPickupPeopleQuery(studentId);
  const [remove] = useRemovePickupPersonMutation();
  const [editing, setEditing] = useState<PickupPerson | 'new' | null>(null);
  const { message } = App.useApp();

  const onRemove = async (person: PickupPerson): Promise<void> => {
    const result = await remove({ studentId, personId: person.id });
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`${person.fullName} е премахнат(а) от списъка.`);
  };

  return (
    <Card title="Лица, които могат да вземат детето">
      {editable && (
        <Button
          onClick={() => setEditing('new')}
          aria-label="Добави лице, което може да взема детето"
          style={{ marginBottom: 8 }}
        >
          Добави лице
        </Button>
      )}
      {people.isError ? (
        <Alert type="error" showIcon message={errorMessage(people.error)} />
      ) : (
        <List<PickupPerson>
          loading={people.isLoading}
          dataSource={people.data ?? []}
          locale={{ emptyText: 'Няма въведени лица. Детето се предава само на родителите му.' }}
          renderItem={(person) => (
            <List.Item
              aria-label={person.fullName}
              actions={
                editable
                  ? [
                      <Button key="edit" type="link" size="small" onClick={() => setEditing(person)}>
                        Редакция
                      </Button>,
                      <Popconfirm
                        key="remove"
                        title="Премахване на лице"
                        description={`${person.fullName} вече няма да може да взема детето. Продължаване?`}
                        okText="Премахни"
                        cancelText="Отказ"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => onRemove(person)}
                      >
                        <Button type="link" danger size="small">
                          Премахни
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={`${person.fullName} (${person.relation})`}
                description={
                  <Space wrap size={[12, 0]}>
                    <a href={`tel:${person.phone}`}>{person.phone}</a>
                    <span>Лична карта № {person.idCardNumber}</span>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      {editing && (
        <PersonDialog studentId={studentId} person={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}

function PersonDialog({ studentId, person, onClose }: { studentId: number; person: PickupPerson | null; onClose: () => void }) {
  const [save] = useSavePickupPersonMutation();
  const { form, submit, saving } = useSaveForm<PersonValues>({
    save: (values) =>
      save({
        studentId,
        ...(person ? { id: person.id } : {}),
        fullName: values.fullName.trim(),
        relation: values.relation.trim(),
        phone: values.phone.trim(),
        idCardNumber: values.idCardNumber.trim(),
      }),
    success: person ? 'Данните на лицето са запазени.' : 'Лицето е добавено.',
    onSaved: onClose,
  });
  const title = person ? 'Редакция на лице' : 'Ново лице, което може да взема детето';
  return (
    <Modal
      open
      title={title}
      okText="Запази"
      cancelText="Отказ"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PersonValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        aria-label={title}
        initialValues={person ?? undefined}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="fullName" label="Име и фамилия" rules={[required, zodRule(shape.fullName)]} validateFirst>
          <Input maxLength={150} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="relation"
          label="Роднинска или друга връзка"
          extra="Напр. баба, дядо, леля."
          rules={[required, zodRule(shape.relation)]}
          validateFirst
        >
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            name="phone"
            label="Телефон"
            rules={[required, zodRule(shape.phone)]}
            validateFirst
            style={{ flex: '1 1 180px' }}
          >
            <Input type="tel" inputMode="tel" maxLength={30} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="idCardNumber"
            label="Номер на лична карта"
            rules={[required, zodRule(shape.idCardNumber)]}
            validateFirst
            style={{ flex: '1 1 180px' }}
          >
            <Input inputMode="numeric" maxLength={9} autoComplete="off" />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}
