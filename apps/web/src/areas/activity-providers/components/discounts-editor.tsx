import { activityProviderMessages, ProviderDiscountKind, providerDiscountKindLabels, enumOptions } from '@kg/contracts';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import { DecimalInput } from '../../../shared/forms/decimal-input';

const kindOptions = enumOptions(providerDiscountKindLabels);
const required = { required: true, message: 'Полето е задължително.' };

/** A percent above 0 and at most 100 with at most two decimals (the contract's rule). */
const percentRule = {
  validator: async (_rule: unknown, value: string | undefined) => {
    if (!value) throw new Error('Полето е задължително.');
    const percent = Number(value);
    if (!(percent > 0 && percent <= 100) || !/^\d+(\.\d{1,2})?$/.test(value)) throw new Error(activityProviderMessages.percent);
  },
};

export interface DiscountValues {
  kind: ProviderDiscountKind;
  name: string;
  percent: string;
}

/** The provider's default student discounts: kind, name, percent; added and removed in place (stacked on phones). */
export function DiscountsEditor() {
  return (
    <Form.List name="discounts">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => (
            <Card key={field.key} size="small" title={`Отстъпка ${index + 1}`}>
              <Flex gap={12} wrap align="flex-start">
                <Form.Item
                  name={[field.name, 'kind']}
                  label="Вид"
                  rules={[required]}
                  style={{ minWidth: 200, flex: '1 1 200px' }}
                >
                  <Select options={kindOptions} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'name']}
                  label="Наименование"
                  rules={[required, { max: 100, message: 'Полето не може да съдържа повече от 100 символа.' }]}
                  style={{ flex: '2 1 200px' }}
                >
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item name={[field.name, 'percent']} label="Процент" rules={[percentRule]} style={{ width: 120 }}>
                  <DecimalInput precision={2} suffix="%" />
                </Form.Item>
              </Flex>
              <Button danger size="small" onClick={() => remove(field.name)} aria-label={`Премахни отстъпка ${index + 1}`}>
                Премахни
              </Button>
            </Card>
          ))}
          <Button
            onClick={() =>
              add({
                kind: ProviderDiscountKind.Siblings,
                name: providerDiscountKindLabels[ProviderDiscountKind.Siblings],
                percent: '',
              })
            }
            style={{ alignSelf: 'flex-start' }}
          >
            Добави отстъпка
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
