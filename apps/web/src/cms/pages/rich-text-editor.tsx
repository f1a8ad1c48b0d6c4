import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Links the editor makes: `http(s):`, `mailto:` or a path on this site, as the server keeps them. */
export const isLinkAllowed = (url: string) => /^(https?:\/\/[^\s/]|mailto:[^\s]|\/(?![/\\]))/i.test(url.trim());

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  lang: string;
  dir: 'rtl' | 'ltr';
  label: string;
  id?: string;
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

function ToolButton({ label, active, onClick, icon, disabled }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/**
 * A light rich-text editor (Tiptap, on ProseMirror): paragraphs, headings, bold, italic,
 * underline, strike-through, lists, quotes and links — the tags the server's allowlist keeps —
 * written in the language's direction. An empty editor is an empty string, not `<p></p>`.
 */
export function RichTextEditor({ value, onChange, lang, dir, label, id }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => isLinkAllowed(url) },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        lang,
        dir,
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'rich-text__area',
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  // A value set from outside (the page loaded, a language copied into this one) replaces the text.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor.chain().focus();
  const applyLink = () => {
    const url = link.trim();
    if (url && !isLinkAllowed(url)) return;
    if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <div className="rich-text" data-testid={`rich-text-${lang}`}>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        <ToolButton label={t('editor.bold')} icon={<BoldOutlined />} active={state.bold} onClick={() => chain().toggleBold().run()} />
        <ToolButton
          label={t('editor.italic')}
          icon={<ItalicOutlined />}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          label={t('editor.underline')}
          icon={<UnderlineOutlined />}
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        />
        <ToolButton
          label={t('editor.strike')}
          icon={<StrikethroughOutlined />}
          active={state.strike}
          onClick={() => chain().toggleStrike().run()}
        />
        <ToolButton
          label={t('editor.heading2')}
          icon={<b>H2</b>}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label={t('editor.heading3')}
          icon={<b>H3</b>}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton
          label={t('editor.bulletlist')}
          icon={<UnorderedListOutlined />}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label={t('editor.orderedlist')}
          icon={<OrderedListOutlined />}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            setLinkOpen(open);
            if (open) setLink(String(editor.getAttributes('link').href ?? ''));
          }}
          trigger="click"
          content={
            <Input.Search
              dir="ltr"
              value={link}
              onChange={(event) => setLink(event.target.value)}
              onSearch={applyLink}
              enterButton={t('editor.link.apply')}
              placeholder="https://"
              aria-label={t('editor.link')}
              status={link.trim() && !isLinkAllowed(link) ? 'error' : ''}
            />
          }
        >
          <span>
            <ToolButton label={t('editor.link')} icon={<LinkOutlined />} active={state.link} onClick={() => undefined} />
          </span>
        </Popover>
        <ToolButton label={t('editor.unlink')} icon={<DisconnectOutlined />} onClick={() => chain().unsetLink().run()} />
        <ToolButton
          label={t('editor.undo')}
          icon={dir === 'rtl' ? <RedoOutlined /> : <UndoOutlined />}
          disabled={!state.undo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          label={t('editor.redo')}
          icon={dir === 'rtl' ? <UndoOutlined /> : <RedoOutlined />}
          disabled={!state.redo}
          onClick={() => chain().redo().run()}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
