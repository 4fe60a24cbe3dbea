import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { DownloadButton } from '../../../shared/download';
import { Popconfirm } from '../../../shared/ui/popconfirm';

type Outcome = { error?: FetchBaseQueryError | SerializedError };

interface OutflowActionsProps {
  completed: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  pdfPath: string;
  /** The document's name in the confirmations („искането“, „протокола“). */
  noun: string;
  onEdit: () => void;
  complete: () => PromiseLike<Outcome>;
  free: () => PromiseLike<Outcome>;
  remove: () => PromiseLike<Outcome>;
  onRemoved: () => void;
  messages: { completed: string; freed: string; removed: string };
}

/**
 * The actions of a stock request or a scrapping by its state: while saved „Редактирай“, „Приключи“ and „Изтрий“ (after a
 * confirmation); once completed „Освободи“ (after a confirmation); the PDF always. An error answer is shown as a toast.
 */
export function OutflowActions(props: OutflowActionsProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = (key: string, action: () => PromiseLike<Outcome>, done: string, after?: () => void) => async () => {
    setBusy(key);
    try {
      const result = await action();
      if (result.error) void message.error(errorMessage(result.error));
      else {
        void message.success(done);
        after?.();
      }
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={8} wrap>
      <DownloadButton path={props.pdfPath}>PDF</DownloadButton>
      {!props.completed && props.canUpdate && (
        <>
          <Button onClick={props.onEdit}>Редактирай</Button>
          <Button
            type="primary"
            loading={busy === 'complete'}
            onClick={run('complete', props.complete, props.messages.completed)}
          >
            Приключи
          </Button>
        </>
      )}
      {props.completed && props.canUpdate && (
        <Popconfirm
          title="Освобождаване"
          description={`Изписаните количества ще се върнат в склада, а ${props.noun} ще може да се редактира.`}
          okText="Освободи"
          cancelText="Отказ"
          onConfirm={run('free', props.free, props.messages.freed)}
        >
          <Button loading={busy === 'free'}>Освободи</Button>
        </Popconfirm>
      )}
      {!props.completed && props.canDelete && (
        <Popconfirm
          title="Изтриване"
          description={`Да се изтрие ли ${props.noun}?`}
          okText="Изтрий"
          cancelText="Отказ"
          okButtonProps={{ danger: true }}
          onConfirm={run('remove', props.remove, props.messages.removed, props.onRemoved)}
        >
          <Button danger loading={busy === 'remove'}>
            Изтрий
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
