import { Flex, Form, Input } from 'antd';
import type { z } from 'zod';
import { zodRule } from './zod-rule';

interface NameShape {
  firstName: z.ZodType;
  middleName: z.ZodType;
  lastName: z.ZodType;
}

/** A person's first name, middle name and family name in one row, with the rules of the contract's schema. */
export function PersonNameFields({ shape }: { shape: NameShape }) {
  return (
    <Flex gap={12} wrap>
      <Form.Item name="firstName" label="Име" rules={[zodRule(shape.firstName)]} required style={{ flex: '1 1 200px' }}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="middleName" label="Презиме" rules={[zodRule(shape.middleName)]} style={{ flex: '1 1 200px' }}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="lastName" label="Фамилия" rules={[zodRule(shape.lastName)]} required style={{ flex: '1 1 200px' }}>
        <Input maxLength={100} />
      </Form.Item>
    </Flex>
  );
}
