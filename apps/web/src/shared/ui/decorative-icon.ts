import { createElement, type ForwardRefExoticComponent, forwardRef, type RefAttributes } from 'react';

interface IconProps {
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
  [prop: string]: unknown;
}

type Icon = ForwardRefExoticComponent<IconProps & RefAttributes<HTMLSpanElement>>;

/**
 * antd's icon base made decorative by default (the build puts it under every icon: vite-antd-accessibility.ts): no
 * role and no English name („bell“, „menu-fold“), hidden from assistive technology. An icon given a name
 * (`aria-label` or `aria-labelledby`) keeps antd's `role="img"` with that name.
 */
export function decorative(Base: Icon): Icon {
  const Decorative = forwardRef<HTMLSpanElement, IconProps>((props, ref) => {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    return createElement(
      Base,
      named ? { ...props, ref } : { role: undefined, 'aria-label': undefined, 'aria-hidden': true, ...props, ref },
    );
  });
  Decorative.displayName = 'DecorativeIcon';
  return Decorative;
}
