import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filesRoutes, type UploadedFile } from '@kg/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { answer, json, stubRoutes } from '../../test/fetch-stub';
import { AttachmentsInput } from '.';

const uploaded: UploadedFile = {
  id: '6f1c1f2e-6a43-4a57-8d3a-0c2b1d8f9e10',
  fileName: 'Бележка от лекар.pdf',
  contentType: 'application/pdf',
  size: 2048,
  expiresAt: '2026-11-22T10:00:00.000Z',
};

function Harness({ onValue }: { onValue: (files: UploadedFile[]) => void }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <AttachmentsInput
      value={files}
      onChange={(next) => {
        setFiles(next);
        onValue(next);
      }}
    />
  );
}

const renderInput = (onValue: (files: UploadedFile[]) => void = () => undefined) =>
  render(
    <Provider store={makeStore()}>
      <App>
        <Harness onValue={onValue} />
      </App>
    </Provider>,
  );

describe('AttachmentsInput', () => {
  it('uploads the chosen files as temporary files, lists them and deletes one when removed', async () => {
    const calls = stubRoutes(
      answer(filesRoutes.uploadMany, () => [uploaded]),
      answer(filesRoutes.remove, () => new Response(null, { status: 204 })),
    );
    let value: UploadedFile[] = [];
    renderInput((files) => (value = files));
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Изберете файлове'),
      new File(['%PDF-1.7'], 'бележка.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Бележка от лекар.pdf')).toBeDefined();
    expect(screen.getByText('2 KB')).toBeDefined();
    expect(value).toEqual([uploaded]);
    // One part in the `files` field (jsdom's FormData does not keep the file's name across to fetch).
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/files/temp/multiple/upload',
      body: { files: [expect.any(String)] },
    });

    await user.click(screen.getByRole('button', { name: 'Премахни' }));
    await waitFor(() => expect(value).toEqual([]));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/files/${uploaded.id}`)).toBe(true);
  });

  it('shows the server’s refusal', async () => {
    stubRoutes(
      answer(filesRoutes.uploadMany, () =>
        json(400, { statusCode: 400, message: 'Файлът трябва да е PDF, JPEG, PNG, DOCX, XLSX или ODT.' }),
      ),
    );
    renderInput();
    await userEvent.upload(screen.getByLabelText('Изберете файлове'), new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Файлът трябва да е PDF, JPEG, PNG, DOCX, XLSX или ODT.')).toBeDefined();
  });
});
