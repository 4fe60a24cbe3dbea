import { type InviteUserRequest, inviteUserRequest, type InviteUserResult } from '@kg/contracts';
import { kindergartenRoles, roleLabels } from '@kg/contracts/access';
import { App, Form, Input, Modal, Select } from 'antd';
import { PersonNameFields } from '../../../shared/forms/person-name-fields';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useInviteUserMutation } from '../api';

const shape = inviteUserRequest.shape;
const roleOptions = kindergartenRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** Invites a person by e-mail into the selected kindergarten with a role (POST /api/Users/invite). */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [invite] = useInviteUserMutation();
  const { form, submit, saving } = useSaveForm<InviteUserRequest, InviteUserResult>({
    save: invite,
    // The toast names the e-mail and says whether the person already had a profile, so it is given here.
    onSaved: (result, values) => {
      void message.success(
        result.alreadyActive
          ? `${values.email} вече има профил: добавен е към детската градина и е уведомен по имейл.`
          : `Поканата е изпратена на ${values.email}.`,
      );
      form.resetFields();
      onClose();
    },
  });

  return (
    <Modal
      title="Покана на потребител"
      open={open}
      okText="Изпрати покана"
      cancelText="Отказ"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="email" label="Имейл" rules={[zodRule(shape.email)]} required>
          <Input type="email" maxLength={200} autoComplete="off" />
        </Form.Item>
        <PersonNameFields shape={shape} />
        <Form.Item name="phone" label="Телефон" rules={[zodRule(shape.phone)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="role" label="Роля" rules={[zodRule(shape.role)]} required>
          <Select aria-label="Роля на поканения" options={roleOptions} placeholder="Изберете роля" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
