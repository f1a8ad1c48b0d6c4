import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { isLinkAllowed, RichTextToolbar } from './rich-text-toolbar';

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  lang: string;
  dir: 'rtl' | 'ltr';
  label: string;
  id?: string;
}

/**
 * A light rich-text editor (Tiptap, on ProseMirror): paragraphs, headings, bold, italic,
 * underline, strike-through, lists, quotes and links — the tags the server's allowlist keeps —
 * written in the language's direction. An empty editor is an empty string, not `<p></p>`.
 */
export function RichTextEditor({ value, onChange, lang, dir, label, id }: RichTextEditorProps) {
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

  // A value set from outside (the page loaded, a language copied into this one) replaces the text.
  useEffect(() => {
    // An editor being replaced (its options changed) has no schema left to read.
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text" data-testid={`rich-text-${lang}`}>
      <RichTextToolbar editor={editor} dir={dir} />
      <EditorContent editor={editor} />
    </div>
  );
}
