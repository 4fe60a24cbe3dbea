import { type ReactNode, useState } from 'react';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { App, Button, type ButtonProps } from 'antd';
import { useStore } from 'react-redux';
import { selectToken, signedOut } from '../auth/auth-slice';
import { GENERIC_ERROR } from '../api/errors';
import { type DownloadSession, downloadFile } from './download';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'href'> {
  /** The API path under /api, from the route table: `routePath(identityAccountSheetRoutes.pdf, {})`. */
  path: string;
  /** Defaults to the download arrow. */
  icon?: ReactNode;
  children: ReactNode;
}

interface AuthStore {
  getState(): unknown;
  dispatch(action: ReturnType<typeof signedOut>): unknown;
}

/** The store's session, as the base API reads it: a 401 signs out only if the token is still the current one. */
function storeSession(store: AuthStore): DownloadSession {
  const tokenOf = (): string | null => selectToken(store.getState() as { auth: { token: string | null } });
  const token = tokenOf();
  return {
    token,
    signOut: () => {
      if (tokenOf() === token) store.dispatch(signedOut());
    },
  };
}

/**
 * A button that downloads a file from the API and saves it under the server's name, spinning while it loads and
 * showing the server's Bulgarian message when it fails.
 * `<DownloadButton path={routePath(identityAccountSheetRoutes.pdf, {})}>Изтегли PDF</DownloadButton>`
 */
export function DownloadButton({ path, icon, children, ...buttonProps }: DownloadButtonProps) {
  const store = useStore();
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);

  const download = async (): Promise<void> => {
    setLoading(true);
    try {
      await downloadFile(path, storeSession(store));
    } catch (error) {
      void message.error(error instanceof Error && error.message ? error.message : GENERIC_ERROR);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button {...buttonProps} icon={icon ?? <DownloadOutlined />} loading={loading} onClick={() => void download()}>
      {children}
    </Button>
  );
}
