export { DownloadButton, type DownloadButtonProps } from './download-button';
export { downloadFile, DownloadError, saveBlob, type DownloadSession } from './download';
