import { IdentifierType, ParentRelation, parentRelationLabels, publicRegistrationRequest } from '@kg/contracts';
import { Alert, App, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { PersonNameFields } from '../../../shared/forms/person-name-fields';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import RegistrationMessageLayout from '../../../app/layouts/registration-message-layout';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useGetRegistrationKindergartensQuery, useGetRegistrationTownsQuery, useRegisterParentMutation } from '../api';
import { ChildFields, childFromValues, type ChildValues } from '../components/child-fields';

interface RegistrationValues {
  settlementId?: number;
  kindergartenId?: number;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  phone: string;
  relation?: ParentRelation;
  child: ChildValues;
}

const shape = publicRegistrationRequest.shape;
const REQUIRED = { required: true, message: 'Полето е задължително.' };
const relationOptions = [ParentRelation.Mother, ParentRelation.Father, ParentRelation.Guardian, ParentRelation.Other].map(
  (value) => ({
    value,
    label: parentRelationLabels[value],
  }),
);

/**
 * /registration-parents (and /login/signup): a parent without an account asks a kindergarten to enrol their child.
 * No password here: when the director approves, the parent receives the activation link, which also proves the e-mail.
 */
function RegistrationForm() {
  usePageTitle('Регистрация на родител');
  const [register] = useRegisterParentMutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<RegistrationValues>({
    save: (values) =>
      register({
        kindergartenId: values.kindergartenId!,
        firstName: values.firstName.trim(),
        middleName: values.middleName?.trim() || null,
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        relation: values.relation!,
        child: childFromValues(values.child),
      }),
    onSaved: () => void navigate('/registration-parents-success-message', { replace: true }),
  });
  const settlementId = Form.useWatch('settlementId', form);
  const towns = useGetRegistrationTownsQuery();
  const kindergartens = useGetRegistrationKindergartensQuery(settlementId ?? 0, { skip: !settlementId });

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 22 }}>
        Регистрация на родител
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Попълнете данните си и данните на детето. Директорът на детската градина ще разгледа заявката; при одобрение ще получите
        писмо с връзка, от която да изберете парола за профила си.
      </Typography.Paragraph>
      <Form<RegistrationValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={{ child: { identifierType: IdentifierType.EGN } }}
        onFinish={(values) => void submit(values)}
      >
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          Детска градина
        </Typography.Title>
        {towns.isError && <Alert type="error" showIcon message={errorMessage(towns.error)} style={{ marginBottom: 16 }} />}
        <Flex gap={12} wrap>
          <Form.Item name="settlementId" label="Населено място" rules={[REQUIRED]} required style={{ flex: '1 1 260px' }}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="Изберете населено място"
              loading={towns.isLoading}
              options={(towns.data ?? []).map((town) => ({ value: town.id, label: `${town.name} (общ. ${town.municipality})` }))}
              onChange={() => form.setFieldValue('kindergartenId', undefined)}
              notFoundContent="Няма населени места с детски градини в системата."
            />
          </Form.Item>
          <Form.Item name="kindergartenId" label="Детска градина" rules={[REQUIRED]} required style={{ flex: '2 1 320px' }}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={settlementId ? 'Изберете детска градина' : 'Първо изберете населено място'}
              disabled={!settlementId}
              loading={kindergartens.isFetching}
              options={(kindergartens.data ?? []).map((kindergarten) => ({
                value: kindergarten.id,
                label: kindergarten.address ? `${kindergarten.name}, ${kindergarten.address}` : kindergarten.name,
              }))}
            />
          </Form.Item>
        </Flex>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          Родител
        </Typography.Title>
        <PersonNameFields shape={shape} />
        <Flex gap={12} wrap>
          <Form.Item name="email" label="Имейл" rules={[zodRule(shape.email)]} required style={{ flex: '1 1 260px' }}>
            <Input maxLength={200} inputMode="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="phone" label="Телефон" rules={[zodRule(shape.phone)]} required style={{ flex: '1 1 180px' }}>
            <Input maxLength={40} inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="relation" label="Роля спрямо детето" rules={[REQUIRED]} required style={{ flex: '1 1 160px' }}>
            <Select placeholder="Изберете роля" options={relationOptions} />
          </Form.Item>
        </Flex>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          Дете
        </Typography.Title>
        <ChildFields form={form} />
        <Flex gap={12} align="center" wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Изпрати заявката
          </Button>
          <Link to="/login">Имате профил? Вход</Link>
        </Flex>
      </Form>
    </>
  );
}

export default function RegistrationPage() {
  return (
    <App>
      <RegistrationMessageLayout wide>
        <RegistrationForm />
      </RegistrationMessageLayout>
    </App>
  );
}
