import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedFile } from '@kg/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { json } from '../../test/fetch-stub';
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

/** The shared fetch stub reads bodies as JSON; an upload is multipart, so this one only records the files sent. */
function stubUploads(handlers: Record<string, () => Response>) {
  const calls: { method: string; path: string; files: string[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      const files = request.method === 'POST' ? (await request.formData()).getAll('files').map(String) : [];
      calls.push({ method: request.method, path, files });
      return handlers[`${request.method} ${path}`]?.() ?? json(404, { statusCode: 404, message: 'Няма такъв ресурс.' });
    }),
  );
  return calls;
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
    const calls = stubUploads({
      'POST /api/files/temp/multiple/upload': () => json(200, [uploaded]),
      [`DELETE /api/files/${uploaded.id}`]: () => new Response(null, { status: 204 }),
    });
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
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/files/temp/multiple/upload', files: [expect.any(String)] });

    await user.click(screen.getByRole('button', { name: 'Премахни' }));
    await waitFor(() => expect(value).toEqual([]));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/files/${uploaded.id}`)).toBe(true);
  });

  it('shows the server’s refusal', async () => {
    stubUploads({
      'POST /api/files/temp/multiple/upload': () =>
        json(400, { statusCode: 400, message: 'Файлът трябва да е PDF, JPEG, PNG, DOCX, XLSX или ODT.' }),
    });
    renderInput();
    await userEvent.upload(screen.getByLabelText('Изберете файлове'), new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Файлът трябва да е PDF, JPEG, PNG, DOCX, XLSX или ODT.')).toBeDefined();
  });
});
