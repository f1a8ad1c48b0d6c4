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
import { type ChainedCommands, type Editor, useEditorState } from '@tiptap/react';
import { Button, Input, Popover, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** Links the editor makes: `http(s):`, `mailto:` or a path on this site, as the server keeps them. */
export const isLinkAllowed = (url: string) => /^(https?:\/\/[^\s/]|mailto:[^\s]|\/(?![/\\]))/i.test(url.trim());

interface Format {
  label: string;
  icon: ReactNode;
  isActive: (editor: Editor) => boolean;
  apply: (chain: ChainedCommands) => ChainedCommands;
}

/** The formatting buttons, in toolbar order: each the tags the server's allowlist keeps. */
const FORMATS: readonly Format[] = [
  { label: 'editor.bold', icon: <BoldOutlined />, isActive: (e) => e.isActive('bold'), apply: (c) => c.toggleBold() },
  { label: 'editor.italic', icon: <ItalicOutlined />, isActive: (e) => e.isActive('italic'), apply: (c) => c.toggleItalic() },
  { label: 'editor.underline', icon: <UnderlineOutlined />, isActive: (e) => e.isActive('underline'), apply: (c) => c.toggleUnderline() },
  { label: 'editor.strike', icon: <StrikethroughOutlined />, isActive: (e) => e.isActive('strike'), apply: (c) => c.toggleStrike() },
  {
    label: 'editor.heading2',
    icon: <b>H2</b>,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    apply: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    label: 'editor.heading3',
    icon: <b>H3</b>,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    apply: (c) => c.toggleHeading({ level: 3 }),
  },
  {
    label: 'editor.bulletlist',
    icon: <UnorderedListOutlined />,
    isActive: (e) => e.isActive('bulletList'),
    apply: (c) => c.toggleBulletList(),
  },
  {
    label: 'editor.orderedlist',
    icon: <OrderedListOutlined />,
    isActive: (e) => e.isActive('orderedList'),
    apply: (c) => c.toggleOrderedList(),
  },
];

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

/** A toolbar button that keeps the editor's selection (no focus change on mouse down). */
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

/** The link button: an address typed in a popover, refused unless `isLinkAllowed`. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState('');
  const apply = () => {
    const url = link.trim();
    if (url && !isLinkAllowed(url)) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    (url ? chain.setLink({ href: url }) : chain.unsetLink()).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setLink(String(editor.getAttributes('link').href ?? ''));
      }}
      trigger="click"
      content={
        <Input.Search
          dir="ltr"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          onSearch={apply}
          enterButton={t('editor.link.apply')}
          placeholder="https://"
          aria-label={t('editor.link')}
          status={link.trim() && !isLinkAllowed(link) ? 'error' : ''}
        />
      }
    >
      <span>
        <ToolButton label={t('editor.link')} icon={<LinkOutlined />} active={active} onClick={() => undefined} />
      </span>
    </Popover>
  );
}

/** The editor's toolbar: formats, link, and undo / redo (mirrored in a right-to-left editor). */
export function RichTextToolbar({ editor, dir }: { editor: Editor; dir: 'rtl' | 'ltr' }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      formats: FORMATS.map((format) => format.isActive(e)),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const run = (apply: (chain: ChainedCommands) => ChainedCommands) => apply(editor.chain().focus()).run();
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {FORMATS.map((format, index) => (
        <ToolButton
          key={format.label}
          label={t(format.label)}
          icon={format.icon}
          active={state.formats[index]}
          onClick={() => run(format.apply)}
        />
      ))}
      <LinkButton editor={editor} active={state.link} />
      <ToolButton label={t('editor.unlink')} icon={<DisconnectOutlined />} onClick={() => run((c) => c.unsetLink())} />
      <ToolButton
        label={t('editor.undo')}
        icon={dir === 'rtl' ? <RedoOutlined /> : <UndoOutlined />}
        disabled={!state.undo}
        onClick={() => run((c) => c.undo())}
      />
      <ToolButton
        label={t('editor.redo')}
        icon={dir === 'rtl' ? <UndoOutlined /> : <RedoOutlined />}
        disabled={!state.redo}
        onClick={() => run((c) => c.redo())}
      />
    </div>
  );
}
