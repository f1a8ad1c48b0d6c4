import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { getVersion, type VersionData, type VersionedRow } from './versions-api';

/** A kept version as a visitor would have read it, drawn by the row's own view. */
export function VersionPreview({ row, no, render }: { row: VersionedRow; no: number; render: (data: VersionData) => ReactNode }) {
  const version = useQuery({ queryKey: ['cms-version', row.resource, row.id, no], queryFn: () => getVersion(row, no) });
  const data = version.data?.data;
  return data ? (
    <div className="version-preview" data-testid="version-preview">
      {render(data)}
    </div>
  ) : (
    <Spin />
  );
}
