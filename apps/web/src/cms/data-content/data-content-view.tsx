// TEMP stand-in (not committed): replaced by helper's branch.
import type { ReactNode } from 'react';
import { PageDataBlocks } from '../pages/page-data-blocks';
export function DataContentView(props: {
  dataContent: string | null | undefined;
  renderForm?: (componentName: string) => ReactNode;
  renderComponentList?: (componentName: string) => ReactNode;
}) {
  return <PageDataBlocks dataContent={props.dataContent} />;
}
