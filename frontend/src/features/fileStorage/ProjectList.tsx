import Button from '@mui/material/Button';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SlideshowOutlinedIcon from '@mui/icons-material/SlideshowOutlined';
import { useSnackbar } from 'notistack';
import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFolder } from '../../app/hooks';
import { DECK_PARAM } from '../../app/pages/workspace/sections';
import { useDeckSeen } from '../../app/survey';
import { lazyWithPreload } from '../../components/lazyWithPreload';
import { SectionHeader } from '../../components/SectionHeader';
import { DeleteButton, DownloadButton, ROW_ACTION } from './FileActions';
import { FileTable } from './FileTable';
import { usePendingPreviewRefresh } from './usePendingPreviewRefresh';

// The slide viewer (swiper) loads when someone first opens a preview.
const ProjectPreviewDialog = lazyWithPreload(
  () => import('./ProjectPreviewDialog'),
  'ProjectPreviewDialog',
);

/**
 * Project List: the generated decks, to preview, edit (decks whose plan is
 * kept), download or delete.
 */
export function ProjectList() {
  const projects = useFolder('projects');
  usePendingPreviewRefresh(projects);
  const deckSeen = useDeckSeen();
  // Opening a deck is moving on: toasts about earlier steps (the 12-second "ready" one above
  // all) would cover the editor's toolbar or the preview on a phone.
  const { closeSnackbar } = useSnackbar();
  // The id, not the file: an open preview shows the slides as soon as a refresh brings them. It
  // is in the address, so the "ready" toast can link to the new deck.
  const [params, setParams] = useSearchParams();
  const previewingId = params.get(DECK_PARAM);
  const previewing = projects.find((file) => file.file_id === previewingId);
  const setPreviewingId = (fileId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (fileId) next.set(DECK_PARAM, fileId);
      else next.delete(DECK_PARAM);
      return next;
    });
  return (
    <>
      <SectionHeader
        title="Projects"
        description="Your generated presentations. Preview the slides, edit them here for free, or download the deck."
      />
      <FileTable
        files={projects}
        label="Projects"
        dateLabel="Created"
        actions={(file) => (
          <>
            <Button
              {...ROW_ACTION}
              startIcon={<SlideshowOutlinedIcon />}
              aria-label={`Preview ${file.name}`}
              onClick={() => {
                closeSnackbar();
                setPreviewingId(file.file_id);
              }}
            >
              Preview
            </Button>
            {file.plan_version !== undefined && (
              <Button
                {...ROW_ACTION}
                component={RouterLink}
                to={`/workspace/projects/${file.file_id}/edit`}
                startIcon={<EditOutlinedIcon />}
                aria-label={`Edit ${file.name}`}
                onClick={() => closeSnackbar()}
              >
                Edit
              </Button>
            )}
            <DownloadButton file={file} />
            <DeleteButton file={file} />
          </>
        )}
      />
      {previewing && (
        <Suspense fallback={null}>
          <ProjectPreviewDialog
            file={previewing}
            onClose={() => {
              setPreviewingId(null);
              deckSeen();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
