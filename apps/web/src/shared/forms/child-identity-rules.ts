import {
  egnBirthDate,
  egnGender,
  type Gender,
  IdentifierType,
  isValidEgn,
  studentMessages,
  validateIdentifier,
} from '@kg/contracts';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs, toApiDate } from '../dates/dates';

const REQUIRED = 'Полето е задължително.';

/** Where a form keeps the identifier's kind and value: `['identifierType']` on a child's record, `['child', …]` in a request. */
export type ChildFieldName = (field: 'identifierType' | 'identifier') => string | (string | number)[];

/** The birth day an ЕГН encodes, for the date picker. */
export const birthDateOfEgn = (egn: string): Dayjs | undefined => {
  const birth = egnBirthDate(egn);
  return birth ? dayjs(new Date(birth.year, birth.month - 1, birth.day)) : undefined;
};

/** The identifier passes its checksum (ЕГН, ЛНЧ) or shape, with the contract's messages (`checkChildIdentity`). */
export const identifierRuleFor =
  (name: ChildFieldName): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim()) throw new Error(REQUIRED);
      const type = getFieldValue(name('identifierType')) as IdentifierType;
      if (validateIdentifier(type, value.trim())) return;
      throw new Error(
        type === IdentifierType.EGN
          ? studentMessages.invalidEgn
          : type === IdentifierType.ForeignerID
            ? studentMessages.invalidLnch
            : studentMessages.invalidIdentificationNumber,
      );
    },
  });

/** The birth date or the gender must be the one a valid ЕГН encodes (the API checks the same). */
export const egnMatchesRule =
  (field: 'birthDate' | 'gender', name: ChildFieldName): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: Dayjs | Gender | undefined) => {
      if (value === undefined || value === null) throw new Error(REQUIRED);
      const identifier = String(getFieldValue(name('identifier')) ?? '').trim();
      if (getFieldValue(name('identifierType')) !== IdentifierType.EGN || !isValidEgn(identifier)) return;
      if (field === 'birthDate' && toApiDate(value as Dayjs) !== toApiDate(birthDateOfEgn(identifier)!)) {
        throw new Error(studentMessages.egnBirthDateMismatch);
      }
      if (field === 'gender' && value !== egnGender(identifier)) throw new Error(studentMessages.egnGenderMismatch);
    },
  });
