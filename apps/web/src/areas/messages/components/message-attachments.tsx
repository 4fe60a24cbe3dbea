import type { MessageAttachment } from '@kg/contracts';
import { Flex, Typography } from 'antd';
import { DownloadButton } from '../../../shared/download';
import { fileSizeLabel } from '../../../shared/upload';

/** The files of a message, in the author's order, each with its download (only the message's people may download). */
export function MessageAttachments({ attachments }: { attachments: MessageAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <section aria-label="Прикачени файлове" style={{ marginTop: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Прикачени файлове
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {attachments.map((file) => (
          <li key={file.id}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text>{file.fileName}</Typography.Text>
              <Typography.Text type="secondary">{fileSizeLabel(file.size)}</Typography.Text>
              <DownloadButton type="link" path={file.downloadPath} aria-label={`Изтегли ${file.fileName}`}>
                Изтегли
              </DownloadButton>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
