import {
  egnGender,
  Gender,
  genderLabels,
  IdentifierType,
  identifierTypeLabels,
  isValidEgn,
  registrationChild,
  type RegistrationChild,
} from '@kg/contracts';
import { DatePicker, Flex, Form, type FormInstance, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, dayjs, toApiDate } from '../../../shared/dates/dates';
import { birthDateOfEgn, egnMatchesRule, identifierRuleFor } from '../../../shared/forms/child-identity-rules';
import { zodRule } from '../../../shared/forms/zod-rule';

/** The child's part of a request form, as the form holds it (the birth date as a day of the picker). */
export interface ChildValues {
  firstName: string;
  middleName?: string;
  lastName: string;
  identifierType: IdentifierType;
  identifier: string;
  birthDate?: Dayjs;
  gender?: Gender;
}

const shape = registrationChild.shape;
const identifierTypes = [IdentifierType.EGN, IdentifierType.ForeignerID, IdentifierType.IdentificationNumber];
const path = (field: keyof ChildValues): ['child', keyof ChildValues] => ['child', field];

export const childFromValues = (child: ChildValues): RegistrationChild => ({
  firstName: child.firstName.trim(),
  middleName: child.middleName?.trim() || null,
  lastName: child.lastName.trim(),
  identifierType: child.identifierType,
  identifier: child.identifier.trim(),
  birthDate: toApiDate(child.birthDate!),
  gender: child.gender!,
});

export const childToValues = (child: RegistrationChild): ChildValues => ({
  ...child,
  middleName: child.middleName ?? undefined,
  birthDate: dayjs(child.birthDate),
});

const name = (field: 'identifierType' | 'identifier') => path(field);
const identifier = identifierRuleFor(name);
const egnMatches = (field: 'birthDate' | 'gender') => egnMatchesRule(field, name);

/**
 * The child's names, identifier (ЕГН, ЛНЧ or another number, checked with the contracts' validators), birth date and
 * gender, under `child` in the form. A valid ЕГН fills in the birth date and the gender it encodes.
 */
export function ChildFields<T>({ form }: { form: FormInstance<T> }) {
  const identifierType =
    (Form.useWatch(path('identifierType') as never, form) as IdentifierType | undefined) ?? IdentifierType.EGN;
  const onIdentifier = (value: string): void => {
    if (form.getFieldValue(path('identifierType') as never) !== IdentifierType.EGN || !isValidEgn(value.trim())) return;
    form.setFieldValue(path('birthDate') as never, birthDateOfEgn(value.trim()) as never);
    form.setFieldValue(path('gender') as never, (egnGender(value.trim()) ?? undefined) as never);
    void form.validateFields([path('birthDate'), path('gender')] as never).catch(() => undefined);
  };
  return (
    <>
      <Flex gap={12} wrap>
        <Form.Item
          name={path('firstName')}
          label="Име на детето"
          rules={[zodRule(shape.firstName)]}
          required
          style={{ flex: '1 1 180px' }}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name={path('middleName')}
          label="Презиме на детето"
          rules={[zodRule(shape.middleName)]}
          style={{ flex: '1 1 180px' }}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name={path('lastName')}
          label="Фамилия на детето"
          rules={[zodRule(shape.lastName)]}
          required
          style={{ flex: '1 1 180px' }}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name={path('identifierType')} label="Вид идентификатор" required style={{ flex: '1 1 260px' }}>
          <Radio.Group
            optionType="button"
            options={identifierTypes.map((value) => ({ value, label: identifierTypeLabels[value] }))}
            onChange={() => void form.validateFields([path('identifier')] as never).catch(() => undefined)}
          />
        </Form.Item>
        <Form.Item
          name={path('identifier')}
          label={identifierTypeLabels[identifierType]}
          rules={[identifier]}
          dependencies={[path('identifierType')]}
          required
          style={{ flex: '1 1 200px' }}
        >
          <Input
            maxLength={20}
            inputMode={identifierType === IdentifierType.EGN ? 'numeric' : 'text'}
            onChange={(event) => onIdentifier(event.target.value)}
          />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item
          name={path('birthDate')}
          label="Дата на раждане"
          rules={[egnMatches('birthDate')]}
          dependencies={[path('identifier'), path('identifierType')]}
          required
          style={{ flex: '1 1 200px' }}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item
          name={path('gender')}
          label="Пол"
          rules={[egnMatches('gender')]}
          dependencies={[path('identifier'), path('identifierType')]}
          required
          style={{ flex: '1 1 200px' }}
        >
          <Radio.Group options={[Gender.Male, Gender.Female].map((value) => ({ value, label: genderLabels[value] }))} />
        </Form.Item>
      </Flex>
    </>
  );
}
