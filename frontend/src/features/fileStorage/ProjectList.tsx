import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SlideshowOutlinedIcon from '@mui/icons-material/SlideshowOutlined';
import type { FileMetadata } from '@deckforge/proto';
import { lazy, Suspense, useState } from 'react';
import { SectionHeader } from '../../components/SectionHeader';
import { DeleteButton, DownloadButton } from './FileActions';
import { FileTable } from './FileTable';
import { useFolder } from './useFolder';

// The slide viewer (swiper) loads when someone first opens a preview.
const ProjectPreviewDialog = lazy(() => import('./ProjectPreviewDialog'));

/** Project List (spec section 2): the generated decks, to preview, download or delete. */
export function ProjectList() {
  const projects = useFolder('projects');
  const [previewing, setPreviewing] = useState<FileMetadata | null>(null);
  return (
    <>
      <SectionHeader
        title="Projects"
        description="Your generated presentations. Preview the slides here, or download the deck."
      />
      <FileTable
        files={projects}
        label="Projects"
        dateLabel="Created"
        actions={(file) => (
          <>
            <Tooltip title="Preview">
              <IconButton aria-label={`Preview ${file.name}`} onClick={() => setPreviewing(file)}>
                <SlideshowOutlinedIcon />
              </IconButton>
            </Tooltip>
            <DownloadButton file={file} />
            <DeleteButton file={file} />
          </>
        )}
      />
      {previewing && (
        <Suspense fallback={null}>
          <ProjectPreviewDialog file={previewing} onClose={() => setPreviewing(null)} />
        </Suspense>
      )}
    </>
  );
}
