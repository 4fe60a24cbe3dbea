import { Checkbox, type GetProps } from 'antd';

type CheckboxGroupProps = GetProps<typeof Checkbox.Group> & { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * A Checkbox.Group for a required Form.Item. antd gives the item's control `aria-required`, which an element with
 * role="group" may not carry (WCAG 4.1.2, axe `aria-allowed-attr`); the requirement is shown by the label's mark and
 * told by the field's error message instead.
 */
export function CheckboxGroupField(props: CheckboxGroupProps) {
  const { 'aria-required': _required, ...group } = props;
  return <Checkbox.Group {...group} />;
}
