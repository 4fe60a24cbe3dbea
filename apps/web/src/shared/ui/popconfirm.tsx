import { Popconfirm as AntPopconfirm, type PopconfirmProps } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * antd's Popconfirm, usable from the keyboard (WCAG 2.2 2.1.1, 2.4.3): opening it moves the focus to its „Отказ“
 * (Tab reaches the confirming button), Escape closes it, and closing gives the focus back to what opened it. antd's
 * own leaves the focus on the opener while the buttons sit at the end of the page, out of reach of Tab.
 */
export function Popconfirm({ open: openProp, onOpenChange, cancelButtonProps, ...props }: PopconfirmProps) {
  const cancelId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const notify = useRef(onOpenChange);
  useEffect(() => {
    notify.current = onOpenChange;
  });
  const change = useCallback((next: boolean) => {
    setOwnOpen(next);
    notify.current?.(next);
  }, []);
  useEffect(() => {
    if (!open) return;
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    const frame = window.requestAnimationFrame(() => document.getElementById(cancelId)?.focus());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') change(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      // Back to the opener, unless the user has moved on (the focus is elsewhere on the page, not in the popup).
      const focused = document.activeElement;
      const inPopup = focused?.closest('.ant-popconfirm');
      if (opener.current?.isConnected && (!focused || focused === document.body || inPopup)) opener.current.focus();
    };
  }, [open, cancelId, change]);
  return (
    <AntPopconfirm {...props} open={open} onOpenChange={change} cancelButtonProps={{ ...cancelButtonProps, id: cancelId }} />
  );
}
