import { useEffect, useRef, useState } from 'react';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_KB } from '@kg/contracts';
import { Alert, App, Avatar, Button, Flex, Space, Typography } from 'antd';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { errorMessage } from '../../../shared/api/errors';
import { imageFileProblem } from '../../../shared/forms/rules';
import { useGetAvatarQuery } from '../api';
import { useDeleteAvatarMutation, useUploadAvatarMutation } from '../profile-api';
import { Section } from './section';

/** The profile picture: choose a PNG, JPEG or WebP up to 2 MB, see it, save it; or go back to the initials. */
export function AvatarForm({ userId, initials }: { userId: number; initials: string }) {
  const current = useGetAvatarQuery(userId);
  const [upload, uploading] = useUploadAvatarMutation();
  const [remove, removing] = useDeleteAvatarMutation();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { message } = App.useApp();

  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  const choose = (file: File | undefined): void => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = imageFileProblem(file, AVATAR_MAX_KB);
    setProblem(found);
    setChosen(found ? null : { file, preview: URL.createObjectURL(file) });
  };

  const save = async (): Promise<void> => {
    if (!chosen) return;
    const result = await upload(chosen.file);
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    setChosen(null);
    void message.success('Снимката е запазена.');
  };

  const removePicture = async (): Promise<void> => {
    const result = await remove();
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success('Снимката е премахната.');
  };

  const shown = chosen?.preview ?? current.data;
  return (
    <Section id="profile-avatar" title="Профилна снимка" description={`PNG, JPEG или WebP, до ${AVATAR_MAX_KB / 1024} MB.`}>
      <Flex gap={24} align="center" wrap>
        <Avatar
          size={96}
          src={shown}
          alt={chosen ? 'Преглед на избраната снимка' : 'Профилна снимка'}
          data-testid="avatar-preview"
        >
          {initials}
        </Avatar>
        <Flex vertical gap={8} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            aria-label="Изберете снимка"
            style={{ display: 'none' }}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {chosen ? (
            <>
              <Typography.Text ellipsis>{chosen.file.name}</Typography.Text>
              <Space wrap>
                <Button type="primary" onClick={() => void save()} loading={uploading.isLoading}>
                  Запази снимката
                </Button>
                <Button onClick={() => setChosen(null)} disabled={uploading.isLoading}>
                  Отказ
                </Button>
              </Space>
            </>
          ) : (
            <Space wrap>
              <Button onClick={() => input.current?.click()}>Избери снимка</Button>
              <Popconfirm
                title="Да се премахне ли снимката?"
                okText="Премахни"
                cancelText="Отказ"
                onConfirm={() => removePicture()}
              >
                <Button danger loading={removing.isLoading}>
                  Премахни снимката
                </Button>
              </Popconfirm>
            </Space>
          )}
          {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        </Flex>
      </Flex>
    </Section>
  );
}
