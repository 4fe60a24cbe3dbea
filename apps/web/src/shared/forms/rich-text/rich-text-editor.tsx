import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

export interface RichTextEditorProps {
  /** Sanitised HTML (the allow-list of spec 1 §9). */
  value?: string | null;
  /** Called with sanitised HTML; "" when the editor holds no text. */
  onChange?: (html: string) => void;
  /** Form.Item gives the field's id: the editable area gets it, so the label points at it. */
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** Minimum height of the editable area in pixels. */
  minHeight?: number;
}

const Editor = lazy(() => import('./rich-text-editor-impl'));

/**
 * Rich text (messages, notices): bold, italic, underline, strike, headings, lists, quotes and links. The editor
 * (TipTap) loads only when a page shows one, so the sign-in page never downloads it. What it emits is already
 * cleaned with the shared allow-list; the API cleans it again before storing.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: props.minHeight ?? 160 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
