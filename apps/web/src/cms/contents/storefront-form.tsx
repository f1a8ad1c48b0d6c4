import { withAntd } from '../../app/lazy-antd';
import { Spinner } from '../../ui/spinner';
import { drawsPlainly } from './plain-form-rules';
import { PlainPublicForm } from './plain-public-form';
import { usePublicFormAnswer } from './use-public-form';

// A form with dates, files, rich text or values per language is drawn by the data-content editor (Ant Design): it loads only for such a form.
const EditorPublicForm = withAntd(() => import('./public-form').then((m) => ({ default: m.PublicForm })));

/**
 * A public form on a visitor's page: drawn with the browser's own inputs when its controls allow
 * (a contact form does), else by the data-content editor. Both read the same getForm answer (one
 * token: this component keeps it while they show).
 */
export function StorefrontForm({ name }: { name: string }) {
  const form = usePublicFormAnswer(name);
  if (form.isPending) return <Spinner />;
  if (form.data && !drawsPlainly(form.data.controls)) return <EditorPublicForm name={name} />;
  return <PlainPublicForm name={name} />;
}
