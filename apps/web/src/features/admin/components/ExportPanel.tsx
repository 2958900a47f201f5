import type { ReportKind } from '@hctl/contracts';
import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { type ReportFilter, reportExportQuery, startReportExport } from '../api/reports';

/** The export's progress (polled), then its signed download link. */
function ExportProgress({ id }: { id: string }) {
  const status = useQuery(reportExportQuery(id));
  const e = status.data;
  if (status.isError)
    return (
      <Alert color="red" role="alert">
        Could not follow the export: {(status.error as Error).message}
      </Alert>
    );
  if (!e) return null;
  if (e.status === 'failed')
    return (
      <Alert color="red" role="alert" title="The export failed">
        {e.error ?? 'Try again.'}
      </Alert>
    );
  if (e.status === 'done' && e.download_url)
    return (
      <Group gap="xs" data-testid="export-ready">
        <Text size="sm">{e.rows_written.toLocaleString()} rows exported.</Text>
        <Anchor href={e.download_url} download={e.file_name} fw={600}>
          Download {e.file_name}
        </Anchor>
        {e.expires_at && (
          <Text size="xs" c="dimmed">
            (link valid until {new Date(e.expires_at).toLocaleString()})
          </Text>
        )}
      </Group>
    );
  return (
    <Stack gap={4}>
      <Progress
        value={e.progress}
        animated
        size="lg"
        aria-label="Export progress"
        data-testid="export-progress"
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {e.status === 'queued' ? 'Waiting to start…' : `${e.progress}% · ${e.rows_written.toLocaleString()}`}
        {e.status === 'running' && e.rows_total !== null ? ` of ${e.rows_total.toLocaleString()} rows` : ''}
      </Text>
    </Stack>
  );
}

const FORMATS = [
  { format: 'excel', label: 'Excel', variant: 'light' },
  { format: 'csv', label: 'CSV', variant: 'default' },
] as const;

/** "Export to Excel/CSV": every row the filters keep, written by a background job. */
export function ExportPanel({
  report,
  filters,
}: {
  report: ReportKind;
  filters: Omit<ReportFilter, 'page'>;
}) {
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useApiMutation({
    mutationFn: startReportExport,
    onSuccess: (res) => setExportId(res.data.id),
  });
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {FORMATS.map(({ format, label, variant }) => (
          <Button
            key={format}
            variant={variant}
            loading={start.isPending && start.variables?.format === format}
            onClick={() => start.run({ report, format, filters })}
          >
            Export to {label}
          </Button>
        ))}
      </Group>
      {exportId && <ExportProgress key={exportId} id={exportId} />}
    </Stack>
  );
}
