import { lazy, Suspense, useState } from 'react';
import { ContentToolbox } from '../contents/content-toolbox';
import type { ToolboxPlacement } from '../contents/toolbox-position';
import '../contents/contents.css';

// The editor (its form, the uploader, the page list) loads when an administrator first opens it.
const SiteEditor = lazy(() => import('./site-editor').then((m) => ({ default: m.SiteEditor })));

/** The header's or footer's toolbox (one action: edit) and the header and footer editor it opens. */
export function SiteTools({ placement }: { placement: ToolboxPlacement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ContentToolbox placement={placement} actions={['edit']} onAction={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          <SiteEditor onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
