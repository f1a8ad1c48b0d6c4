/**
 * English strings of the contents (placeholder, toolbox, content editor, public forms). Kept beside
 * the feature and merged into the language chunk by i18n/lang-en.ts. Add a key here, then in fa and tr.
 */
export const contentsEn = {
  'home.contents': 'Home page contents',
  'contents.add': 'Add content',
  'contents.add.here': 'Add content to {{place}}',
  'contents.toolbox': 'Content tools',
  'contents.edit': 'Edit',
  'contents.delete': 'Delete',
  'contents.delete.title': 'Delete this content?',
  'contents.exchange': 'Copy a language',
  'contents.versions': 'Versions',
  'contents.unpublished': 'Not published',
  'contents.editor.title.create': 'New content',
  'contents.editor.title.edit': 'Edit content',
  'contents.editor.title.exchange': 'Copy a language',
  'contents.editor.template': 'Content type',
  'contents.editor.template.hint': 'The template decides which fields this content has.',
  'contents.editor.template.none': 'There is no template yet. Make one with the template builder.',
  'contents.editor.title': 'Title',
  'contents.editor.description': 'Text',
  'contents.editor.fields': 'Fields',
  'contents.editor.displayOrder': 'Display order',
  'contents.editor.published': 'Published',
  'contents.editor.published.hint': 'Visitors see the content only when it is published.',
  'contents.editor.save.published': 'Save and publish',
  'contents.editor.save.unpublished': 'Save unpublished',
  'contents.editor.save.draft': 'Save as draft',
  'contents.editor.draft.saved': 'The draft is kept. Preview or publish it from Versions.',
  'contents.editor.exchange.hint':
    'The texts of the first language are copied into the second; the first keeps them. Then translate and save.',
  'contents.editor.exchange.from': 'Copy from',
  'contents.editor.exchange.into': 'Into',
  'contents.editor.exchange.same': 'Choose two different languages.',
  'contents.editor.exchange.copy': 'Copy',
  'content.error.contenttype': 'Choose a content type.',
  'content.error.datacontent': 'Some fields need your attention.',
  'contents.list.empty': 'Nothing here yet.',
  'forms.answers': 'Answers',
  'forms.send': 'Send',
  'forms.sent': 'Thank you. Your message has been sent.',
  'forms.sendAnother': 'Send another message',
  'forms.unavailable': 'This form cannot be shown right now.',
  'forms.honeypot': 'Leave this field empty',
} as const;

export type ContentsKey = keyof typeof contentsEn;
