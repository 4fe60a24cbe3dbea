import { render, screen } from '@testing-library/react';
import { ConfigProvider, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { accessibleColors, formConfig, tagTextColors } from './theme';

/** WCAG 2.x contrast ratio of two opaque colours (#rrggbb). */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** An `rgba(0, 0, 0, a)` text colour laid over a background. */
const over = (rgba: string, background: string): string => {
  const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(rgba)![1]);
  const channel = (at: number) => Math.round(parseInt(background.slice(at, at + 2), 16) * (1 - alpha));
  return `#${[1, 3, 5].map((at) => channel(at).toString(16).padStart(2, '0')).join('')}`;
};

const BACKGROUNDS = ['#ffffff', '#fafafa', '#f5f5f5', '#f0f0f0'];

describe('the theme’s colours', () => {
  it('give links, primary buttons and status texts at least 4.5:1', () => {
    for (const color of [accessibleColors.colorPrimary, accessibleColors.colorLinkHover, accessibleColors.colorError]) {
      expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(accessibleColors.colorSuccess, accessibleColors.colorSuccessBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accessibleColors.colorWarning, accessibleColors.colorWarningBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accessibleColors.colorError, accessibleColors.colorErrorBg)).toBeGreaterThanOrEqual(4.5);
  });

  it('give secondary text, descriptions and placeholders at least 4.5:1 on the layout’s backgrounds', () => {
    for (const text of [
      accessibleColors.colorTextTertiary,
      accessibleColors.colorTextDescription,
      accessibleColors.colorTextPlaceholder,
    ]) {
      for (const background of BACKGROUNDS) expect(contrast(over(text, background), background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('give the coloured tags’ text at least 4.5:1 on the tags’ light backgrounds, under both token names', () => {
    const light: Record<string, string> = {
      volcano: '#fff2e8',
      orange: '#fff7e6',
      gold: '#fffbe6',
      yellow: '#feffe6',
      lime: '#fcffe6',
      green: '#f6ffed',
      cyan: '#e6fffb',
    };
    const tokens = tagTextColors as Record<string, string>;
    for (const [color, background] of Object.entries(light)) {
      expect(tokens[`${color}7`]).toBe(tokens[`${color}-7`]);
      expect(contrast(tokens[`${color}7`]!, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the required mark', () => {
  it('stays out of the field’s name: an aria-hidden element instead of antd’s asterisk in the label', () => {
    const { container } = render(
      <ConfigProvider form={formConfig}>
        <Form>
          <Form.Item name="title" label="Заглавие" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="note" label="Бележка">
            <Input />
          </Form.Item>
        </Form>
      </ConfigProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Заглавие' })).toBeDefined();
    const labels = container.querySelectorAll('label');
    const marks = labels[0]!.querySelectorAll('.kg-required-mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(marks[0]!.textContent).toBe('');
    // antd's own mark (the label's ::before) is off when the form draws its marks itself.
    expect(labels[0]!.classList.contains('ant-form-item-required-mark-optional')).toBe(true);
    expect(labels[1]!.querySelector('.kg-required-mark')).toBeNull();
  });
});
