import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Button, Divider, theme, Tooltip } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './link-button';
import { cspNonce } from '../csp-nonce';
import '../rich-text.css';
import './rich-text-editor.css';

export type RichTextEditorProps = {
  /** HTML; '' when empty. Form.Item passes value and onChange. */
  value?: string;
  onChange?: (html: string) => void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  status?: 'error';
};

/** A small rich-text editor (Tiptap): bold, italic, underline, strike, lists, links; an empty document is ''. */
export function RichTextEditor({ value = '', onChange, label, placeholder, disabled = false, id, status }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    editable: !disabled,
    // Tiptap inserts its base <style>; under the CSP it needs the page's nonce.
    injectNonce: cspNonce,
    editorProps: {
      attributes: {
        id: id ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'trellis-rich-text trellis-editor-content',
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div
      className="trellis-editor"
      data-status={status}
      style={{
        border: `1px solid ${status === 'error' ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <Toolbar editor={editor} label={label} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label, disabled }: { editor: Editor; label: string; disabled: boolean }) {
  const { t } = useTranslation('common');
  const state = useEditorState({
    editor,
    // Marks and lists light up for the editor being typed in, not for every editor of the drawer.
    selector: ({ editor: e }) => {
      const on = (name: string) => e.isFocused && e.isActive(name);
      return {
        bold: on('bold'),
        italic: on('italic'),
        underline: on('underline'),
        strike: on('strike'),
        bullets: on('bulletList'),
        numbers: on('orderedList'),
        link: on('link'),
        href: (e.getAttributes('link').href as string | undefined) ?? '',
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      };
    },
  });
  const chain = () => editor.chain().focus();
  const tool = (name: string, icon: ReactNode, active: boolean, run: () => void, enabled = true) => (
    <Tooltip title={name} key={name}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={name}
        aria-pressed={active}
        disabled={disabled || !enabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );

  return (
    <div role="toolbar" aria-label={t('richText.toolbar', { label })} className="trellis-editor-toolbar">
      {tool(t('richText.bold'), <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {tool(t('richText.italic'), <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {tool(t('richText.underline'), <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      {tool(t('richText.strikethrough'), <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      <Divider orientation="vertical" />
      {tool(t('richText.bulletedList'), <UnorderedListOutlined />, state.bullets, () => chain().toggleBulletList().run())}
      {tool(t('richText.numberedList'), <OrderedListOutlined />, state.numbers, () => chain().toggleOrderedList().run())}
      <LinkButton
        icon={<LinkOutlined />}
        active={state.link}
        href={state.href}
        disabled={disabled}
        onApply={(href) => chain().extendMarkRange('link').setLink({ href }).run()}
        onRemove={() => chain().extendMarkRange('link').unsetLink().run()}
      />
      <Divider orientation="vertical" />
      {tool(t('richText.undo'), <UndoOutlined />, false, () => chain().undo().run(), state.canUndo)}
      {tool(t('richText.redo'), <RedoOutlined />, false, () => chain().redo().run(), state.canRedo)}
    </div>
  );
}
