import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { PlannedTable } from '@deckforge/proto';
import { brand } from '../../app/theme/palette';

/** A table's cells as fields, the header row first; it scrolls sideways on narrow screens. */
export function TableEditor({
  table,
  problem,
  onCell,
}: {
  table: PlannedTable;
  problem: (field: string) => string | undefined;
  onCell: (row: number, column: number, text: string) => void;
}) {
  const rows = [table.header, ...table.rows];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '100%' }}>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, column) => {
                const field =
                  rowIndex === 0
                    ? `table.header.${column}`
                    : `table.rows.${rowIndex - 1}.${column}`;
                const error = problem(field);
                return (
                  <Box
                    component={rowIndex === 0 ? 'th' : 'td'}
                    key={column}
                    sx={{ p: 0.5, border: `1px solid ${brand.slate200}`, minWidth: 120 }}
                  >
                    <TextField
                      value={cell}
                      onChange={(event) => onCell(rowIndex - 1, column, event.target.value)}
                      size="small"
                      fullWidth
                      error={error !== undefined}
                      helperText={error}
                      slotProps={{
                        htmlInput: {
                          'aria-label':
                            rowIndex === 0
                              ? `Header, column ${column + 1}`
                              : `Row ${rowIndex}, column ${column + 1}`,
                          style: rowIndex === 0 ? { fontWeight: 600 } : undefined,
                        },
                      }}
                    />
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
