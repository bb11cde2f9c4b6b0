import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { useFolder } from '../../app/hooks';
import { SectionHeader } from '../../components/SectionHeader';
import { DeleteButton, DownloadButton } from './FileActions';
import { FileTable } from './FileTable';
import { UploadDialog } from './UploadDialog';

/** Media Library: the user's media files and the Add Media upload. */
export function MediaLibrary() {
  const files = useFolder('media');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <SectionHeader
        title="Media Library"
        description="Documents, pictures, audio and video your presentations are made from."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add Media
          </Button>
        }
      />
      <FileTable
        files={files}
        label="Media files"
        actions={(file) => (
          <>
            <DownloadButton file={file} />
            <DeleteButton file={file} />
          </>
        )}
      />
      <UploadDialog
        open={adding}
        onClose={() => setAdding(false)}
        folder="media"
        title="Add Media"
      />
    </>
  );
}
