import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FileMetadata } from '@deckforge/proto';
import { type ReactNode, useMemo, useState } from 'react';
import { brand } from '../../app/theme/palette';
import {
  formatDate,
  formatFileSize,
  readableType,
  shortenText,
  TABLE_TYPE_LENGTH,
} from '../../lib/format';
import { nextSort, type SortKey, sortFiles, type SortState } from './sorting';
import { visuallyHidden } from '../../components/visuallyHidden';

/** What an empty table says. */
export const NO_FILES = 'No files to display';

// Phones show the name column only, with type, size and date under the name and the actions
// (words, not bare icons) on a line of their own: four columns and the actions do not fit 390 px.
const COLUMNS: { key: SortKey; label: string; hideOnPhones?: boolean; align?: 'right' }[] = [
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'Type', hideOnPhones: true },
  { key: 'size', label: 'Size', align: 'right', hideOnPhones: true },
  { key: 'uploaded_at', label: 'Uploaded', hideOnPhones: true },
];

/**
 * A library's files: name, type (a name people know, cut to 20 characters; the raw type in the
 * tooltip), size in KB/MB, upload date; every column sorts ascending first, then descending.
 * Row actions at the end (under the name on phones).
 */
export function FileTable({
  files,
  label,
  actions,
  dateLabel = 'Uploaded',
}: {
  files: readonly FileMetadata[];
  /** The table's accessible name, e.g. "Media files". */
  label: string;
  actions: (file: FileMetadata) => ReactNode;
  dateLabel?: string;
}) {
  const [sort, setSort] = useState<SortState | null>(null);
  const rows = useMemo(() => sortFiles(files, sort), [files, sort]);
  const phonesHidden = { display: { xs: 'none', sm: 'table-cell' } };
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const actionsOf = (file: FileMetadata) => (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        justifyContent: phone ? 'flex-start' : 'flex-end',
        ml: phone ? -1 : 0,
        mt: phone ? 0.5 : 0,
      }}
    >
      {actions(file)}
    </Box>
  );

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table aria-label={label} size="medium">
        <TableHead>
          <TableRow sx={{ bgcolor: brand.slate50 }}>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sortDirection={sort?.key === column.key ? sort.direction : false}
                sx={{ fontWeight: 700, ...(column.hideOnPhones ? phonesHidden : {}) }}
              >
                <TableSortLabel
                  active={sort?.key === column.key}
                  direction={sort?.key === column.key ? sort.direction : 'asc'}
                  onClick={() => setSort((current) => nextSort(current, column.key))}
                >
                  {column.key === 'uploaded_at' ? dateLabel : column.label}
                </TableSortLabel>
              </TableCell>
            ))}
            {!phone && (
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell
                colSpan={COLUMNS.length + (phone ? 0 : 1)}
                sx={{ py: 6, textAlign: 'center' }}
              >
                <Typography color="text.secondary">{NO_FILES}</Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((file) => (
              <TableRow key={file.file_id} hover>
                <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere', fontWeight: 500 }}>
                  {file.name}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.25 }}
                  >
                    {readableType(file.type, file.name)} · {formatFileSize(file.size)} ·{' '}
                    {formatDate(file.uploaded_at)}
                  </Typography>
                  {phone && actionsOf(file)}
                </TableCell>
                <TableCell title={file.type} sx={{ color: 'text.secondary', ...phonesHidden }}>
                  {shortenText(readableType(file.type, file.name), TABLE_TYPE_LENGTH)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...phonesHidden }}>
                  {formatFileSize(file.size)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary', ...phonesHidden }}>
                  {formatDate(file.uploaded_at)}
                </TableCell>
                {!phone && <TableCell sx={{ py: 0.5, px: 2 }}>{actionsOf(file)}</TableCell>}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
