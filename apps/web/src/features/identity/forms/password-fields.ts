import { rules } from '@teamcast/domain';
import { validator } from '../../../shared/forms/form-rules';

/** Validators of a new password and its repeat, shared by registration and the password forms. */
export const newPasswordRules = {
  password: validator(rules.required, rules.password),
  passwordRepeat: (value: string, values: { password: string }) => validator(rules.required, rules.passwordRepeat(values.password))(value),
};
