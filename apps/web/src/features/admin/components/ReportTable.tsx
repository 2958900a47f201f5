import { Box, Stack } from '@mantine/core';
import { ResponsiveRows, type RowColumn } from '../../../components/ResponsiveRows';
import { shortDate } from '../../../lib/dates';
import type { ReportPageView, ReportRow } from '../api/reports';
import { ListFooter } from './ListFooter';

type Column = ReportPageView['columns'][number];

const money = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });

/** A cell as its column's type says: cents as dollars, instants as local dates, booleans as words. */
function cell(c: Column, row: ReportRow) {
  const v = (row as Record<string, unknown>)[c.key];
  if (v === null || v === undefined || v === '') return '—';
  switch (c.type) {
    case 'money':
      return money.format(Number(v) / 100);
    case 'date':
      return shortDate(String(v));
    case 'bool':
      return v ? 'Yes' : 'No';
    case 'int':
      return Number(v).toLocaleString();
    default:
      return String(v);
  }
}

/** One page of a report's rows, with its columns in the report's order. */
export function ReportTable({
  view,
  page,
  onPage,
  dim,
}: {
  view: ReportPageView;
  page: number;
  onPage: (p: number) => void;
  dim?: boolean;
}) {
  const rows = view.rows;
  // A report has up to ten columns (about 1200 px): on a phone its rows are cards like every other
  // admin list's, not a table scrolled sideways.
  const columns: RowColumn<ReportRow>[] = view.columns.map((c) => ({
    label: c.label,
    render: (row) => cell(c, row),
    numeric: c.type === 'money' || c.type === 'int',
  }));
  const rowKey = (row: ReportRow) => String((row as Record<string, unknown>).id ?? rows.data.indexOf(row));
  return (
    <Stack style={{ opacity: dim ? 0.6 : 1 }}>
      <Box data-testid="report-table">
        <ResponsiveRows
          rows={rows.data}
          columns={columns}
          rowKey={rowKey}
          testId="report-row"
          minWidth={Math.max(720, view.columns.length * 120)}
        />
      </Box>
      <ListFooter
        count={`${rows.total.toLocaleString()} row${rows.total === 1 ? '' : 's'}`}
        lastPage={rows.last_page}
        page={page}
        onPage={onPage}
      />
    </Stack>
  );
}
