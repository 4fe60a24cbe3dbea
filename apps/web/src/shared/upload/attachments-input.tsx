import { useRef, useState } from 'react';
import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import { MAX_FILES_PER_UPLOAD, storedFileAccept, type UploadedFile } from '@kg/contracts/files';
import { Alert, Button, Flex, List, Typography } from 'antd';
import { errorMessage } from '../api/errors';
import { useDeleteFileMutation, useUploadTemporaryFilesMutation } from './api';

export interface AttachmentsInputProps {
  /** The files uploaded so far (temporary until the record that holds them is saved with their ids). */
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  disabled?: boolean;
  /** What the file picker offers (default: every kind the files area stores). */
  accept?: string;
  /** The most files the record holds (default: no limit; 1 picks a single file). */
  maxFiles?: number;
}

/** A file's size as people read it: "12 KB", "1,5 MB". */
export const fileSizeLabel = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

/**
 * Attachments of a form (use inside a Form.Item): chosen files are uploaded at once as temporary files and listed;
 * the form sends `value.map((file) => file.id)` with the record, which claims them (docs/files.md). Removing a file
 * deletes the temporary upload. Every kind the files area stores (docs/files.md); the server checks the content and the size.
 */
export function AttachmentsInput({ value = [], onChange, disabled, accept = storedFileAccept, maxFiles }: AttachmentsInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, uploading] = useUploadTemporaryFilesMutation();
  const [remove] = useDeleteFileMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (list: FileList | null): Promise<void> => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (!files.length) return;
    if (files.length > MAX_FILES_PER_UPLOAD) {
      setProblem(`Може да качите до ${MAX_FILES_PER_UPLOAD} файла наведнъж.`);
      return;
    }
    if (maxFiles !== undefined && value.length + files.length > maxFiles) {
      setProblem(maxFiles === 1 ? 'Може да прикачите само един файл.' : `Може да прикачите до ${maxFiles} файла.`);
      return;
    }
    const result = await upload(files);
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    setProblem(null);
    onChange?.([...value, ...result.data]);
  };

  const drop = async (file: UploadedFile): Promise<void> => {
    // A temporary upload nobody claims would expire anyway; deleting it now frees the space at once.
    await remove(file.id);
    onChange?.(value.filter((item) => item.id !== file.id));
  };

  return (
    <Flex vertical gap={8}>
      <input
        ref={input}
        type="file"
        multiple={maxFiles !== 1}
        accept={accept}
        aria-label="Изберете файлове"
        style={{ display: 'none' }}
        onChange={(event) => void choose(event.target.files)}
      />
      <div>
        <Button
          icon={<PaperClipOutlined />}
          loading={uploading.isLoading}
          disabled={disabled || (maxFiles !== undefined && value.length >= maxFiles)}
          onClick={() => input.current?.click()}
        >
          Прикачи файлове
        </Button>
      </div>
      {problem && <Alert type="error" showIcon message={problem} />}
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button key="remove" type="link" danger disabled={disabled} onClick={() => void drop(file)}>
                  Премахни
                </Button>,
              ]}
            >
              <Typography.Text>{file.fileName}</Typography.Text>
              <Typography.Text type="secondary">{fileSizeLabel(file.size)}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
