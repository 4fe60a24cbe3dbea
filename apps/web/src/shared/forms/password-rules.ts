import { newPassword, validationMessages } from '@kg/contracts';
import type { FormRule } from 'antd';
import { rules } from './rules';
import { zodRule } from './zod-rule';

/** The rule of spec 1 §5 for a new password, said once for every form that sets one. */
export const newPasswordRules: FormRule[] = [zodRule(newPassword)];
export const NEW_PASSWORD_HINT = 'Поне 8 символа, с малка буква, главна буква и цифра.';

/** The confirmation field must repeat the field `password`. */
export const confirmPasswordRules: FormRule[] = [
  { required: true, message: validationMessages.required },
  rules.confirmed('password'),
];
