import Box from '@mui/material/Box';
import AudioFileIcon from '@mui/icons-material/AudioFile';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { brand } from '../../app/theme/palette';

const SOURCES = [
  { label: 'report.pdf', Icon: PictureAsPdfIcon, color: '#b91c1c', top: '6%', left: '-2%' },
  { label: 'notes.docx', Icon: DescriptionIcon, color: brand.indigo600, top: '34%', left: '-8%' },
  { label: 'interview.mp3', Icon: AudioFileIcon, color: '#0f766e', top: '62%', left: '-3%' },
  { label: 'demo.mp4', Icon: MovieIcon, color: brand.ember600, top: '86%', left: '14%' },
  { label: 'chart.png', Icon: ImageIcon, color: '#7c3aed', top: '-6%', left: '40%' },
];

function Line({ width, strong = false }: { width: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        height: strong ? 10 : 7,
        width,
        borderRadius: 4,
        bgcolor: strong ? brand.slate700 : brand.slate200,
        mb: strong ? 1.75 : 1.1,
      }}
    />
  );
}

/**
 * The hero picture, drawn with CSS (no image request): the files people have, flowing into a
 * finished slide. Decorative: hidden from assistive technology.
 */
export function HeroIllustration() {
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'relative', width: '100%', maxWidth: 560, mx: 'auto', aspectRatio: '5 / 4' }}
    >
      {/* slides stacked behind */}
      {[2, 1].map((depth) => (
        <Box
          key={depth}
          sx={{
            position: 'absolute',
            inset: `${14 - depth * 5}% ${2 + depth * 3}% ${26 + depth * 5}% ${18 - depth * 3}%`,
            bgcolor: depth === 2 ? brand.indigo100 : '#c7d2fe',
            borderRadius: 3,
            transform: `rotate(${depth * 3}deg)`,
          }}
        />
      ))}
      {/* the finished slide */}
      <Box
        sx={{
          position: 'absolute',
          inset: '16% 4% 22% 20%',
          bgcolor: '#fff',
          borderRadius: 3,
          boxShadow: '0 30px 60px -20px rgba(30,27,75,0.35), 0 0 0 1px rgba(30,27,75,0.06)',
          overflow: 'hidden',
          display: 'grid',
          gridTemplateRows: 'auto 1fr',
        }}
      >
        <Box
          sx={{
            background: `linear-gradient(120deg, ${brand.indigo800} 0%, ${brand.indigo500} 100%)`,
            px: '7%',
            py: '5%',
          }}
        >
          <Box
            sx={{
              height: 10,
              width: '55%',
              borderRadius: 4,
              bgcolor: 'rgba(255,255,255,0.92)',
              mb: 1,
            }}
          />
          <Box
            sx={{ height: 7, width: '35%', borderRadius: 4, bgcolor: 'rgba(255,255,255,0.5)' }}
          />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1.1fr 1fr', gap: '6%', p: '7%' }}>
          <Box>
            <Line width="70%" strong />
            <Line width="92%" />
            <Line width="84%" />
            <Line width="88%" />
            <Line width="60%" />
          </Box>
          <Box
            sx={{
              borderRadius: 2,
              background: `linear-gradient(160deg, ${brand.ember100} 0%, ${brand.ember400} 100%)`,
              position: 'relative',
              overflow: 'hidden',
            }}
          >
            {[38, 62, 48, 80].map((height, index) => (
              <Box
                key={index}
                sx={{
                  position: 'absolute',
                  bottom: 0,
                  left: `${12 + index * 21}%`,
                  width: '13%',
                  height: `${height}%`,
                  bgcolor: 'rgba(255,255,255,0.75)',
                  borderRadius: '4px 4px 0 0',
                }}
              />
            ))}
          </Box>
        </Box>
      </Box>
      {/* the sources */}
      {SOURCES.map(({ label, Icon, color, top, left }) => (
        <Box
          key={label}
          sx={{
            position: 'absolute',
            top,
            left,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.25,
            py: 0.75,
            bgcolor: '#fff',
            borderRadius: 999,
            boxShadow: '0 10px 24px -8px rgba(15,23,42,0.25), 0 0 0 1px rgba(15,23,42,0.06)',
            fontSize: { xs: '0.72rem', sm: '0.8125rem' },
            fontWeight: 600,
            color: brand.slate700,
            whiteSpace: 'nowrap',
          }}
        >
          <Icon sx={{ fontSize: '1.1rem', color }} />
          {label}
        </Box>
      ))}
    </Box>
  );
}
