import { Button } from 'antd';
import { Popconfirm } from './popconfirm';
import type { ReactNode } from 'react';

interface ConfirmDeleteButtonProps {
  /** „Изтриване на …“: what is deleted. */
  title: string;
  /** The question with the record's name. */
  description: ReactNode;
  onConfirm: () => unknown;
}

/** A list row's „Изтриване“ link that asks before deleting (spec 1 §8: confirmation before delete). */
export function ConfirmDeleteButton({ title, description, onConfirm }: ConfirmDeleteButtonProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Изтрий"
      cancelText="Отказ"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="link" danger size="small">
        Изтриване
      </Button>
    </Popconfirm>
  );
}
