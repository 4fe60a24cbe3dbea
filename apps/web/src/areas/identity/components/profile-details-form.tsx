import { type Profile, SubscriptionFlags, subscriptionFlagsLabels, updateProfileRequest } from '@kg/contracts';
import { Button, Checkbox, Col, Form, Input, Row } from 'antd';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useUpdateProfileMutation } from '../profile-api';
import { Section } from './section';

const channels = [
  SubscriptionFlags.Messages,
  SubscriptionFlags.Calendar,
  SubscriptionFlags.Polls,
  SubscriptionFlags.DashboardGroupMessages,
];
const channelOptions = channels.map((value) => ({ value, label: subscriptionFlagsLabels[value] }));

interface DetailsValues {
  firstName: string;
  middleName: string;
  lastName: string;
  phone: string;
  channels: SubscriptionFlags[];
}

const shape = updateProfileRequest.shape;
const fieldRules = {
  firstName: [zodRule(shape.firstName)],
  middleName: [zodRule(shape.middleName)],
  lastName: [zodRule(shape.lastName)],
  phone: [zodRule(shape.phone)],
};

const toValues = (profile: Profile): DetailsValues => ({
  firstName: profile.firstName,
  middleName: profile.middleName ?? '',
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  channels: channels.filter((flag) => (profile.subscriptionFlags & flag) !== 0),
});

/** Names, phone and e-mail notification choices (POST /api/identity/update); the e-mail is read-only. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const [update] = useUpdateProfileMutation();
  const { form, submit, saving } = useSaveForm<DetailsValues, Profile>({
    save: (values) =>
      update({
        firstName: values.firstName.trim(),
        middleName: values.middleName.trim() || null,
        lastName: values.lastName.trim(),
        phone: values.phone.trim() || null,
        subscriptionFlags: values.channels.reduce((flags, flag) => flags | flag, 0),
      }),
    success: 'Данните са запазени.',
    onSaved: (saved) => form.setFieldsValue(toValues(saved)),
  });

  return (
    <Section id="profile-details" title="Лични данни">
      <Form<DetailsValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={toValues(profile)}
        onFinish={(values) => void submit(values)}
        disabled={saving}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="firstName" label="Име" rules={fieldRules.firstName} required>
              <Input autoComplete="given-name" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="middleName" label="Презиме" rules={fieldRules.middleName}>
              <Input autoComplete="additional-name" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="lastName" label="Фамилия" rules={fieldRules.lastName} required>
              <Input autoComplete="family-name" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label="Телефон" rules={fieldRules.phone}>
              <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Имейл адрес"
              htmlFor="profile-email"
              extra="Имейл адресът е и потребителското ви име. Промяна се прави от детската градина."
            >
              <Input id="profile-email" value={profile.email ?? '—'} readOnly variant="filled" aria-readonly />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="channels" label="Известия по имейл" extra="Изберете за какво да получавате писма.">
          <Checkbox.Group options={channelOptions} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази данните
          </Button>
        </Form.Item>
      </Form>
    </Section>
  );
}
