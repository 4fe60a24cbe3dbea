import type { ChangeEvent, FocusEvent } from 'react';
import { Input, type InputProps } from 'antd';
import { cleanDecimal, cleanInteger, DEFAULT_DECIMAL_PRECISION, padDecimal } from './decimal';

type TextInputProps = Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'>;

export interface DecimalInputProps extends TextInputProps {
  /** The value as a string with a dot ("2.500"); never a float. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Decimals kept and padded on blur; 3 unless set (spec 1 §9). */
  precision?: number;
}

/**
 * A decimal input (spec 1 §5): only digits and one separator, a comma becomes a dot, at most `precision` decimals,
 * padded on blur ("2,5" → "2.500"). Use inside a Form.Item: the form receives the string.
 */
export function DecimalInput({ value, onChange, precision = DEFAULT_DECIMAL_PRECISION, onBlur, ...rest }: DecimalInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>): void => onChange?.(cleanDecimal(event.target.value, precision));
  const blur = (event: FocusEvent<HTMLInputElement>): void => {
    const padded = padDecimal(value ?? '', precision);
    if (padded !== (value ?? '')) onChange?.(padded);
    onBlur?.(event);
  };
  return <Input {...rest} value={value ?? ''} onChange={change} onBlur={blur} inputMode="decimal" autoComplete="off" />;
}

export interface IntegerInputProps extends TextInputProps {
  /** The value as a string of digits ("42"); convert where a number is needed (the API's schemas coerce). */
  value?: string | null;
  onChange?: (value: string) => void;
}

/** An integer input (spec 1 §5): digits only. */
export function IntegerInput({ value, onChange, ...rest }: IntegerInputProps) {
  return (
    <Input
      {...rest}
      value={value ?? ''}
      onChange={(event) => onChange?.(cleanInteger(event.target.value))}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}
