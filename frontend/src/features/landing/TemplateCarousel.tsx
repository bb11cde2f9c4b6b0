import 'swiper/css';
import 'swiper/css/pagination';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { FileMetadata } from '@deckforge/proto';
import { useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { templatePreviewUrl } from '../../api/fileStorageApi';
import { brand } from '../../app/theme/palette';
import { withoutPowerPointExtension } from '../../lib/format';

/** The features carousel advances every 2 seconds. */
export const CAROUSEL_INTERVAL_MS = 2000;

/** 4, 3, 2, 1 images per view from 1200, 992, 768, 576 px; 2 below that. */
export const CAROUSEL_BREAKPOINTS = {
  576: { slidesPerView: 1 },
  768: { slidesPerView: 2 },
  992: { slidesPerView: 3 },
  1200: { slidesPerView: 4 },
} as const;
export const CAROUSEL_BASE_SLIDES = 2;

/**
 * The system templates as an auto-advancing carousel (swiper). A pause button stops the motion
 * (WCAG 2.2.2), as do hovering and keyboard focus.
 */
export function TemplateCarousel({ templates }: { templates: FileMetadata[] }) {
  const swiper = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  const toggle = () => {
    if (!swiper.current) return;
    if (playing) swiper.current.autoplay.stop();
    else swiper.current.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        '& .swiper': { pb: 6 },
        '& .swiper-pagination-bullet': { width: 10, height: 10 },
        '& .swiper-pagination-bullet-active': { bgcolor: 'primary.main' },
      }}
    >
      <Swiper
        modules={[Autoplay, Pagination, A11y, Keyboard]}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        slidesPerView={CAROUSEL_BASE_SLIDES}
        breakpoints={CAROUSEL_BREAKPOINTS}
        spaceBetween={20}
        loop={templates.length > 4}
        autoplay={{
          delay: CAROUSEL_INTERVAL_MS,
          disableOnInteraction: false,
          pauseOnMouseEnter: true,
        }}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ containerMessage: 'System templates', slideRole: 'group' }}
      >
        {templates.map((template) => (
          <SwiperSlide key={template.file_id}>
            <Box
              component="figure"
              sx={{
                m: 0,
                borderRadius: 3,
                overflow: 'hidden',
                border: `1px solid ${brand.slate200}`,
                bgcolor: '#fff',
                boxShadow: '0 12px 28px -16px rgba(30,27,75,0.3)',
              }}
            >
              <Box
                component="img"
                src={templatePreviewUrl(template.file_path)}
                alt={`Title slide of the ${withoutPowerPointExtension(template.name)} template`}
                loading="lazy"
                decoding="async"
                width={640}
                height={360}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                  bgcolor: brand.slate100,
                }}
              />
              <Box
                component="figcaption"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 1,
                  px: 2,
                  py: 1.5,
                  // Two narrow slides side by side (below 576 px): name above category.
                  '@media (max-width: 575.98px)': {
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    gap: 0.75,
                  },
                }}
              >
                <Typography noWrap sx={{ fontWeight: 600, maxWidth: '100%' }}>
                  {withoutPowerPointExtension(template.name)}
                </Typography>
                {template.template_category && (
                  <Chip
                    size="small"
                    label={template.template_category}
                    sx={{ bgcolor: brand.indigo50, color: brand.indigo700, fontWeight: 600 }}
                  />
                )}
              </Box>
            </Box>
          </SwiperSlide>
        ))}
      </Swiper>
      <IconButton
        onClick={toggle}
        aria-label={playing ? 'Pause the template carousel' : 'Play the template carousel'}
        size="small"
        sx={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          zIndex: 2,
          border: `1px solid ${brand.slate200}`,
        }}
      >
        {playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}
