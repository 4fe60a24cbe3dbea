import { render, screen } from '@testing-library/react';
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import BellOutlinedSvg from '@ant-design/icons-svg/es/asn/BellOutlined';
import { describe, expect, it } from 'vitest';
import { decorative } from './decorative-icon';

// The icon base the build puts under every antd icon (vite-antd-accessibility.ts), around antd's own base.
const Icon = decorative(AntdIconLight as unknown as Parameters<typeof decorative>[0]);

describe('antd icons made decorative', () => {
  it('hides an icon without a name from assistive technology instead of naming it in English', () => {
    const { container } = render(
      <button type="button">
        <Icon icon={BellOutlinedSvg} />
        Известия
      </button>,
    );
    const icon = container.querySelector('.anticon-bell')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.hasAttribute('aria-label')).toBe(false);
    expect(icon.hasAttribute('role')).toBe(false);
    expect(screen.getByRole('button').textContent).toBe('Известия');
    expect(screen.getByRole('button', { name: 'Известия' })).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps an icon given a Bulgarian name as a named image, which names an icon-only button', () => {
    render(
      <button type="button">
        <Icon icon={BellOutlinedSvg} aria-label="Известия" />
      </button>,
    );
    expect(screen.getByRole('img', { name: 'Известия' }).getAttribute('aria-hidden')).toBeNull();
    expect(screen.getByRole('button', { name: 'Известия' })).toBeDefined();
  });

  it('lets a caller show an unnamed icon to assistive technology on purpose', () => {
    const { container } = render(<Icon icon={BellOutlinedSvg} aria-hidden={false} />);
    expect(container.querySelector('.anticon')!.getAttribute('aria-hidden')).toBe('false');
  });

  it('passes the ref to antd’s element', () => {
    let element: HTMLSpanElement | null = null;
    render(<Icon icon={BellOutlinedSvg} ref={(node: HTMLSpanElement | null) => void (element = node)} />);
    expect(element).not.toBeNull();
    expect((element as unknown as HTMLSpanElement).classList.contains('anticon-bell')).toBe(true);
  });
});
