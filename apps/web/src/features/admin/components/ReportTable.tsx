import { Stack, Table } from '@mantine/core';
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
  return (
    <Stack style={{ opacity: dim ? 0.6 : 1 }}>
      <Table.ScrollContainer minWidth={Math.max(720, view.columns.length * 120)}>
        <Table striped highlightOnHover data-testid="report-table">
          <Table.Thead>
            <Table.Tr>
              {view.columns.map((c) => (
                <Table.Th key={c.key} style={{ whiteSpace: 'nowrap' }}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.data.map((row, i) => (
              <Table.Tr key={String((row as Record<string, unknown>).id ?? i)}>
                {view.columns.map((c) => (
                  <Table.Td key={c.key} ta={c.type === 'money' || c.type === 'int' ? 'right' : undefined}>
                    {cell(c, row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter
        count={`${rows.total.toLocaleString()} row${rows.total === 1 ? '' : 's'}`}
        lastPage={rows.last_page}
        page={page}
        onPage={onPage}
      />
    </Stack>
  );
}
