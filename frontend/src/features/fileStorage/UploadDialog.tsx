import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  Messages,
  type SupportedFile,
  type TemplateCategory,
  type UploadFolder,
} from '@deckforge/proto';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useGetSupportedFilesQuery } from '../../api/dataApi';
import { useUploadFileMutation } from '../../api/fileStorageApi';
import { useClientSettings } from '../../app/clientConfig';
import { DropZone } from './DropZone';
import { type PendingUpload, UploadList } from './UploadList';
import { acceptedExtensions, selectUploads, uploadHint, warningText } from './uploadRules';

let nextKey = 0;
const pending = (file: File): PendingUpload => ({
  key: nextKey++,
  file,
  category: '',
  progress: 0,
  state: 'ready',
});
const changed = (key: number, change: Partial<PendingUpload>) => (current: PendingUpload[]) =>
  current.map((item) => (item.key === key ? { ...item, ...change } : item));
/** What must be done before uploading: choose files, and a category for each template. */
const whyNotYet = (items: PendingUpload[], needsCategory: boolean) => {
  if (items.length === 0) return Messages.noFilesSelected;
  if (needsCategory && items.some((item) => !item.category)) return Messages.categoryRequired;
  return undefined;
};
const percentOf = (loaded: number, total: number) =>
  total ? Math.round((loaded / total) * 100) : 0;
const NO_SUPPORTED_FILES: SupportedFile[] = [];

/**
 * Add Media / Add Template: a drop zone, the chosen files (type cut to 15 characters, a category
 * per template), then one upload per file with its own progress bar under 'Uploading...'.
 * Unsupported and too-large files are skipped with a warning naming them.
 */
export function UploadDialog({
  open,
  onClose,
  folder,
  title,
  categories = [],
}: {
  open: boolean;
  onClose: () => void;
  folder: UploadFolder;
  title: string;
  /** Templates only: every file needs one. */
  categories?: TemplateCategory[];
}) {
  const [uploadFile] = useUploadFileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const supportedFiles = useGetSupportedFilesQuery().data ?? NO_SUPPORTED_FILES;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [items, setItems] = useState<PendingUpload[]>([]);
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const needsCategory = folder === 'templates';
  const extensions = acceptedExtensions(supportedFiles, folder);
  // Storage's MAX_UPLOAD_MB as the gateway announces it; unknown, the server alone decides.
  const maxUploadMb = useClientSettings()?.maxUploadMb ?? null;

  const update = (key: number, change: Partial<PendingUpload>) => setItems(changed(key, change));

  const add = (files: File[]) => {
    const selection = selectUploads(files, supportedFiles, folder, maxUploadMb);
    for (const skipped of selection.skipped)
      enqueueSnackbar(warningText(skipped), { variant: 'warning' });
    setProblem(undefined);
    setItems((current) => [...current, ...selection.accepted.map(pending)]);
  };
  const close = () => {
    if (uploading) return;
    setItems([]);
    setProblem(undefined);
    onClose();
  };

  const upload = async () => {
    const blocked = whyNotYet(items, needsCategory);
    if (blocked) {
      setProblem(blocked);
      enqueueSnackbar(blocked, { variant: 'warning' });
      return;
    }
    setProblem(undefined);
    setUploading(true);
    let uploaded = 0;
    const attempted = items.filter((item) => item.state !== 'done');
    for (const item of attempted) {
      update(item.key, { state: 'uploading', progress: 0, error: undefined });
      const outcome = await uploadFile({
        file: item.file,
        folder,
        category: needsCategory ? item.category : undefined,
        onProgress: (loaded, total) => update(item.key, { progress: percentOf(loaded, total) }),
      });
      if (!outcome.error) uploaded += 1;
      update(
        item.key,
        outcome.error
          ? { state: 'failed', error: outcome.error.message }
          : { state: 'done', progress: 100 },
      );
    }
    setUploading(false);
    // Uploaded files leave the list; failed ones stay with their reason, to retry or remove.
    setItems((current) => current.filter((item) => item.state !== 'done'));
    if (uploaded > 0)
      enqueueSnackbar(uploaded === 1 ? '1 file uploaded' : `${uploaded} files uploaded`, {
        variant: 'success',
      });
    if (uploaded === attempted.length) {
      setItems([]);
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="upload-title"
    >
      <DialogTitle id="upload-title">{title}</DialogTitle>
      <DialogContent>
        <UploadZone
          extensions={extensions}
          maxUploadMb={maxUploadMb}
          uploading={uploading}
          onFiles={add}
        />
        {problem && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <UploadList
          items={items}
          categories={needsCategory ? categories : undefined}
          disabled={uploading}
          showMissingCategory={problem === Messages.categoryRequired}
          onCategory={(key, category) => {
            update(key, { category });
            setProblem(undefined);
          }}
          onRemove={(key) => setItems((current) => current.filter((item) => item.key !== key))}
        />
      </DialogContent>
      <UploadActions onCancel={close} onUpload={() => void upload()} uploading={uploading} />
    </Dialog>
  );
}

/** The drop zone, covered while the files go up, one after another. */
function UploadZone({
  extensions,
  maxUploadMb,
  uploading,
  onFiles,
}: {
  extensions: string[];
  maxUploadMb: number | null;
  uploading: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <Box sx={{ position: 'relative' }}>
      <DropZone
        accept={extensions.join(',')}
        onFiles={onFiles}
        disabled={uploading}
        hint={uploadHint(extensions, maxUploadMb)}
      />
      {uploading && <UploadingOverlay />}
    </Box>
  );
}

function UploadingOverlay() {
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        borderRadius: 3,
        bgcolor: 'rgba(255,255,255,0.88)',
        fontWeight: 700,
        fontSize: '1.1rem',
      }}
    >
      <CircularProgress size={24} aria-hidden />
      Uploading...
    </Box>
  );
}

function UploadActions({
  onCancel,
  onUpload,
  uploading,
}: {
  onCancel: () => void;
  onUpload: () => void;
  uploading: boolean;
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button color="inherit" onClick={onCancel} disabled={uploading}>
        Cancel
      </Button>
      <Button variant="contained" onClick={onUpload} loading={uploading}>
        Upload
      </Button>
    </DialogActions>
  );
}
