import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { cleanDecimal, cleanInteger, padDecimal } from './decimal';
import { DecimalInput, IntegerInput } from './decimal-input';

function Controlled({ precision, initial = '' }: { precision?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="amount">Сума</label>
      <DecimalInput id="amount" value={value} onChange={setValue} precision={precision} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '""') as unknown;

describe('DecimalInput', () => {
  it('turns a comma into a dot while typing and pads to 3 decimals on blur: "2,5" → "2.500"', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Сума');
    await user.type(input, '2,5');
    expect(input).toHaveProperty('value', '2.5');
    expect(value()).toBe('2.5');
    await user.tab();
    expect(input).toHaveProperty('value', '2.500');
    expect(value()).toBe('2.500');
  });

  it('accepts only digits and one separator', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Сума');
    await user.type(input, 'a1b2,3.4-5e');
    expect(input).toHaveProperty('value', '12.345');
  });

  it('keeps at most the set precision and pads to it', async () => {
    const user = userEvent.setup();
    render(<Controlled precision={2} />);
    const input = screen.getByLabelText('Сума');
    await user.type(input, '7,129');
    expect(input).toHaveProperty('value', '7.12');
    await user.clear(input);
    await user.type(input, '7');
    await user.tab();
    expect(value()).toBe('7.00');
  });

  it('leaves an empty field empty on blur', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByLabelText('Сума'));
    await user.tab();
    expect(value()).toBe('');
  });

  it('gives the form a string, never a float', async () => {
    const user = userEvent.setup();
    const finish = vi.fn();
    render(
      <Form onFinish={finish}>
        <Form.Item name="price" label="Цена">
          <DecimalInput />
        </Form.Item>
        <Button htmlType="submit">Запази</Button>
      </Form>,
    );
    await user.type(screen.getByLabelText('Цена'), '0,1');
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await vi.waitFor(() => expect(finish).toHaveBeenCalledWith({ price: '0.100' }));
  });

  it('cleans and pads as spec 1 §5 says', () => {
    expect(cleanDecimal('1,2,3')).toBe('1.23');
    expect(cleanDecimal('1..5')).toBe('1.5');
    expect(cleanDecimal('12.34567')).toBe('12.345');
    expect(cleanDecimal('3,7', 0)).toBe('3');
    expect(padDecimal('2,5')).toBe('2.500');
    expect(padDecimal('2')).toBe('2.000');
    expect(padDecimal('2.')).toBe('2.000');
    expect(padDecimal(',5')).toBe('0.500');
    expect(padDecimal('007,25', 2)).toBe('7.25');
    expect(padDecimal('.')).toBe('');
    expect(padDecimal('')).toBe('');
    expect(padDecimal('5', 0)).toBe('5');
  });
});

describe('IntegerInput', () => {
  it('accepts digits only', async () => {
    const user = userEvent.setup();
    const finish = vi.fn();
    render(
      <Form onFinish={finish}>
        <Form.Item name="count" label="Брой">
          <IntegerInput />
        </Form.Item>
        <Button htmlType="submit">Запази</Button>
      </Form>,
    );
    const input = screen.getByLabelText('Брой');
    await user.type(input, '-1a2,3.4 5');
    expect(input).toHaveProperty('value', '12345');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    await vi.waitFor(() => expect(finish).toHaveBeenCalledWith({ count: '12345' }));
    expect(cleanInteger('٣x7')).toBe('7');
  });
});
