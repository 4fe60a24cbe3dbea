import { useEffect, useState } from 'react';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedRichTextHref } from '@kg/contracts';
import { Button, Flex, Input, Popover, Space, theme, Tooltip } from 'antd';
import type { RichTextEditorProps } from './rich-text-editor';
import { sanitizeRichText } from './sanitize';

const LINK_MESSAGE = 'Връзката трябва да започва с http://, https://, ftp:// или mailto:.';

function LinkButton({ current, onApply, disabled }: { current: string; onApply: (href: string) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState(current);
  const valid = href.trim() === '' || isAllowedRichTextHref(href.trim());
  const apply = (): void => {
    if (!valid) return;
    onApply(href.trim());
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref(current);
      }}
      trigger="click"
      content={
        <Flex vertical gap={8} style={{ width: 260 }}>
          <Input
            aria-label="Адрес на връзката"
            placeholder="https://"
            value={href}
            status={valid ? undefined : 'error'}
            onChange={(event) => setHref(event.target.value)}
            onPressEnter={apply}
            autoFocus
          />
          {!valid && <span style={{ color: 'var(--ant-color-error)', fontSize: 12 }}>{LINK_MESSAGE}</span>}
          <Space>
            <Button type="primary" size="small" onClick={apply} disabled={!valid}>
              Приложи
            </Button>
            {current && (
              <Button size="small" onClick={() => (onApply(''), setOpen(false))}>
                Премахни връзката
              </Button>
            )}
          </Space>
        </Flex>
      }
    >
      <Tooltip title="Връзка">
        <Button
          size="small"
          aria-label="Връзка"
          disabled={disabled}
          type={current ? 'primary' : 'text'}
          icon={<LinkOutlined aria-hidden />}
        />
      </Tooltip>
    </Popover>
  );
}

/** The TipTap editor behind RichTextEditor (loaded lazily). */
export default function RichTextEditorImpl({
  value,
  onChange,
  id,
  placeholder,
  disabled,
  minHeight = 160,
  'aria-label': ariaLabel,
}: RichTextEditorProps) {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['ftp', 'mailto'],
          isAllowedUri: (url) => isAllowedRichTextHref(url),
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    content: sanitizeRichText(value ?? ''),
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        class: 'kg-rich-text',
        style: `min-height:${minHeight}px;padding:8px 11px;outline:none`,
      },
      // Pasted HTML goes through the same allow-list before the editor sees it.
      transformPastedHTML: (html) => sanitizeRichText(html),
    },
    onUpdate: ({ editor: current }) => onChange?.(sanitizeRichText(current.getHTML())),
  });

  // A value set from outside (form reset, loaded record) replaces the content.
  useEffect(() => {
    // StrictMode and fast unmounts can hand over an editor whose view is already gone.
    if (!editor || editor.isDestroyed) return;
    const incoming = sanitizeRichText(value ?? '');
    if (incoming !== sanitizeRichText(editor.getHTML())) editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      href: (current?.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const buttons: { key: keyof NonNullable<typeof state>; label: string; text: string; run: () => void }[] = [
    { key: 'bold', label: 'Удебелен', text: 'B', run: () => chain().toggleBold().run() },
    { key: 'italic', label: 'Наклонен', text: 'I', run: () => chain().toggleItalic().run() },
    { key: 'underline', label: 'Подчертан', text: 'U', run: () => chain().toggleUnderline().run() },
    { key: 'strike', label: 'Зачертан', text: 'S', run: () => chain().toggleStrike().run() },
    { key: 'h2', label: 'Заглавие', text: 'H2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: 'Подзаглавие', text: 'H3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', label: 'Списък', text: '•', run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', label: 'Номериран списък', text: '1.', run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', label: 'Цитат', text: '❝', run: () => chain().toggleBlockquote().run() },
  ];

  return (
    <div
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <Flex
        role="toolbar"
        aria-label="Форматиране"
        wrap
        gap={2}
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {buttons.map((button) => (
          <Tooltip key={button.key} title={button.label}>
            <Button
              size="small"
              type={state?.[button.key] ? 'primary' : 'text'}
              // A name that holds what the button shows when that is more than a sign („Заглавие H2“), WCAG 2.5.3.
              aria-label={button.text.length > 1 ? `${button.label} ${button.text}` : button.label}
              aria-pressed={Boolean(state?.[button.key])}
              disabled={disabled}
              onClick={button.run}
            >
              {button.text}
            </Button>
          </Tooltip>
        ))}
        <LinkButton
          current={state?.href ?? ''}
          disabled={disabled}
          onApply={(href) =>
            href ? chain().extendMarkRange('link').setLink({ href }).run() : chain().extendMarkRange('link').unsetLink().run()
          }
        />
      </Flex>
      <EditorContent editor={editor} />
    </div>
  );
}
