/**
 * How a user signs in (spec 1 §3 "Login identifier type"). A file of its own: the sign-in page imports it without the
 * rest of the enumerations.
 */
export enum LoginIdentifierType {
  Email = 0,
  IdentificationNumber = 1,
  PhoneNumber = 2,
}

export const loginIdentifierTypeLabels: Record<LoginIdentifierType, string> = {
  [LoginIdentifierType.Email]: 'Имейл адрес',
  [LoginIdentifierType.IdentificationNumber]: 'ЕГН / ЛНЧ',
  [LoginIdentifierType.PhoneNumber]: 'Телефонен номер',
};
