import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { type DragEvent, useId, useRef, useState } from 'react';
import { brand } from '../../app/theme/palette';

/**
 * Files dropped here or picked with the browser's chooser (the zone is the chooser's label, so
 * keyboards and screen readers reach it as a button-like control).
 */
export function DropZone({
  accept,
  onFiles,
  hint,
  disabled,
}: {
  /** e.g. ".pdf,.png" */
  accept: string;
  onFiles: (files: File[]) => void;
  hint: string;
  disabled?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      component="label"
      htmlFor={inputId}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        p: { xs: 3, sm: 4 },
        border: `2px dashed ${over ? brand.indigo500 : brand.slate300}`,
        borderRadius: 3,
        bgcolor: over ? brand.indigo50 : brand.slate50,
        cursor: disabled ? 'default' : 'pointer',
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': disabled ? {} : { borderColor: brand.indigo500 },
        '&:focus-within': { outline: `3px solid ${brand.indigo500}`, outlineOffset: 2 },
      }}
    >
      <CloudUploadOutlinedIcon sx={{ fontSize: 40, color: brand.indigo600 }} />
      <Typography sx={{ fontWeight: 600 }}>Drop files here or click to browse</Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        aria-label="Choose files"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file may be chosen again after it was removed from the list.
          event.target.value = '';
        }}
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          opacity: 0,
          overflow: 'hidden',
        }}
      />
    </Box>
  );
}
