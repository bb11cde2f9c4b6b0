import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import type { FileMetadata } from '@deckforge/proto';
import { useState } from 'react';
import { useDeleteFileMutation, useDownloadFileMutation } from '../../api/fileStorageApi';

/**
 * A row's actions are words people can read, each with its icon (issue 30: icons alone, with a
 * tooltip only on hover, meant nothing on a phone). The accessible name adds the file's name.
 */
export const ROW_ACTION = {
  size: 'small',
  sx: { minWidth: 0, px: 1, whiteSpace: 'nowrap' },
} as const;

/** Download: the bytes through the API, saved under the file's name. */
export function DownloadButton({ file }: { file: FileMetadata }) {
  const [download, { isLoading: busy }] = useDownloadFileMutation();
  return (
    <Button
      {...ROW_ACTION}
      startIcon={<DownloadIcon />}
      aria-label={`Download ${file.name}`}
      onClick={() => void download(file)}
      loading={busy}
      loadingPosition="start"
    >
      Download
    </Button>
  );
}

/** Delete, after asking once: a deleted file (and its bytes) cannot be brought back. */
export function DeleteButton({ file }: { file: FileMetadata }) {
  const [deleteFile, { isLoading: busy }] = useDeleteFileMutation();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    const outcome = await deleteFile({ fileId: file.file_id, fileName: file.name });
    if (!outcome.error) setConfirming(false);
  };
  return (
    <>
      <Button
        {...ROW_ACTION}
        color="error"
        startIcon={<DeleteOutlineIcon />}
        aria-label={`Delete ${file.name}`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        aria-labelledby={`delete-${file.file_id}`}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={`delete-${file.file_id}`}>Delete this file?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {file.name} will be removed from your library. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={remove} loading={busy}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
