import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { FileMetadata } from '@deckforge/proto';
import { useState } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { downloadFile } from '../../api/fileStorageApi';
import { useAppDispatch } from '../../app/hooks';
import { brand } from '../../app/theme/palette';
import { pdfNameOf, projectPreview } from './projectPreview';

/**
 * A generated deck's slides, one at a time (swiper: arrows, keyboard, swipe), so people see what
 * they got without PowerPoint; the .pptx download, and the PDF once it has been rendered.
 */
export function ProjectPreviewDialog({
  file,
  onClose,
}: {
  file: FileMetadata;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [downloading, setDownloading] = useState(false);
  const preview = projectPreview(file);
  const title = file.name.replace(/\.pptx?$/i, '');

  const download = async () => {
    setDownloading(true);
    await dispatch(downloadFile(file));
    setDownloading(false);
  };

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
      <DialogContent>
        <Box
          sx={{
            '& .swiper': { pb: preview.images.length > 1 ? 5 : 0 },
            '& .swiper-button-prev, & .swiper-button-next': {
              color: brand.indigo600,
              bgcolor: 'rgba(255,255,255,0.9)',
              width: 44,
              height: 44,
              borderRadius: '50%',
              boxShadow: 2,
              '&::after': { fontSize: 18, fontWeight: 700 },
            },
            '& .swiper-pagination-bullet-active': { bgcolor: brand.indigo600 },
          }}
        >
          <Swiper
            // Slide images arrive after the deck: a new count starts a fresh viewer with them.
            key={preview.images.length}
            modules={[A11y, Keyboard, Navigation, Pagination]}
            navigation={preview.images.length > 1}
            pagination={preview.images.length > 1 ? { type: 'fraction' } : false}
            keyboard={{ enabled: true }}
            a11y={{ enabled: true }}
            spaceBetween={24}
          >
            {preview.images.map((image) => (
              <SwiperSlide key={image.src}>
                <Box
                  component="img"
                  src={image.src}
                  alt={image.alt}
                  loading="lazy"
                  sx={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: '16 / 9',
                    objectFit: 'contain',
                    bgcolor: brand.slate100,
                    border: `1px solid ${brand.slate200}`,
                    borderRadius: 2,
                  }}
                />
              </SwiperSlide>
            ))}
          </Swiper>
        </Box>
        {!preview.pdfPath && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            The slide pictures are still being prepared. Look again in a moment, or download the
            deck.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {preview.pdfPath && (
          <Button
            component="a"
            href={preview.pdfPath}
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
