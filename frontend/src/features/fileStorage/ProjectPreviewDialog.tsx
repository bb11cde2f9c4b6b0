import 'swiper/css';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { FileMetadata } from '@deckforge/proto';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useDownloadFileMutation } from '../../api/fileStorageApi';
import { brand } from '../../app/theme/palette';
import { pdfNameOf, previewNotes, type ProjectPreview, projectPreview } from './projectPreview';

/**
 * A slide as wide as the dialog, but never so tall that the arrows, the counter and the words
 * under it leave the screen (about 380 px of title, controls, status and buttons around it).
 */
const SLIDE_FRAME = {
  display: 'block',
  width: '100%',
  maxWidth: 'calc((100dvh - 380px) * 16 / 9)',
  mx: 'auto',
  aspectRatio: '16 / 9',
  bgcolor: brand.slate100,
  border: `1px solid ${brand.slate200}`,
  borderRadius: 2,
} as const;

/**
 * A generated deck's slides, one at a time (swiper: keyboard, swipe; the arrows and the counter
 * sit under the slide, never on its text), so people see what they got without PowerPoint; the
 * .pptx download, and the PDF once it has been rendered. What is still being made is said per
 * part (slide pictures, PDF), with how far it is.
 */
export function ProjectPreviewDialog({
  file,
  onClose,
}: {
  file: FileMetadata;
  onClose: () => void;
}) {
  const [downloadFile, { isLoading: downloading }] = useDownloadFileMutation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const preview = projectPreview(file);
  const notes = previewNotes(preview);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const total = preview.images.length;
  const title = file.name.replace(/\.pptx?$/i, '');

  const download = () => void downloadFile(file);

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="preview-title"
    >
      <DialogTitle id="preview-title" sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {title}
        <IconButton
          aria-label="Close the preview"
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Swiper
          // The deck's slide count is known from the start: a viewer per count, not per picture.
          key={total}
          modules={[A11y, Keyboard]}
          keyboard={{ enabled: true }}
          a11y={{ enabled: true }}
          spaceBetween={24}
          onSwiper={setSwiper}
          onSlideChange={(instance) => setIndex(instance.activeIndex)}
        >
          {preview.images.map((image, position) => (
            <SwiperSlide key={position}>
              <SlidePicture image={image} position={position} />
            </SwiperSlide>
          ))}
        </Swiper>
        {total > 1 && (
          <SlidePager
            index={index}
            total={total}
            onPrevious={() => swiper?.slidePrev()}
            onNext={() => swiper?.slideNext()}
          />
        )}
        {notes.length > 0 && (
          <Box role="status" sx={{ mt: 1.5 }} data-testid="preview-status">
            {preview.slides.state === 'preparing' && (
              <LinearProgress
                variant="determinate"
                value={(100 * preview.slides.drawn) / preview.slides.total}
                aria-label="Slide pictures drawn"
                sx={{ mb: 1, height: 6, borderRadius: 3 }}
              />
            )}
            {notes.map((note) => (
              <Typography key={note} variant="body2" color="text.secondary">
                {note}
              </Typography>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {preview.pdf.path && (
          <Button
            component="a"
            href={preview.pdf.path}
            download={pdfNameOf(file.name)}
            startIcon={<PictureAsPdfOutlinedIcon />}
          >
            Download PDF
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={download}
          loading={downloading}
        >
          Download .pptx
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One slide's picture, or a note while the worker is still drawing it. */
function SlidePicture({
  image,
  position,
}: {
  image: ProjectPreview['images'][number];
  position: number;
}) {
  return image.src ? (
    <Box
      component="img"
      src={image.src}
      alt={image.alt}
      loading="lazy"
      sx={{ ...SLIDE_FRAME, objectFit: 'contain' }}
    />
  ) : (
    <Box
      role="img"
      aria-label={`${image.alt}: the picture is still being drawn`}
      sx={{ ...SLIDE_FRAME, display: 'grid', placeItems: 'center', p: 2 }}
    >
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        Slide {position + 1} is still being drawn.
      </Typography>
    </Box>
  );
}

/** Previous and next, and where in the deck the viewer is. */
function SlidePager({
  index,
  total,
  onPrevious,
  onNext,
}: {
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 1 }}>
      <IconButton aria-label="Previous slide" onClick={onPrevious} disabled={index === 0}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        aria-live="polite"
        data-testid="slide-counter"
        sx={{ minWidth: 72, textAlign: 'center', fontWeight: 600 }}
      >
        {index + 1} / {total}
      </Typography>
      <IconButton aria-label="Next slide" onClick={onNext} disabled={index >= total - 1}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
