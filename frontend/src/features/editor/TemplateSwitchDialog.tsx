import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { EditingMessages, type FileMetadata, previewPathOf } from '@deckforge/proto';
import { useState } from 'react';
import { brand } from '../../app/theme/palette';
import { withoutPowerPointExtension } from '../../lib/format';

/**
 * Another template for the same slides: any template the person may use (theirs and ours),
 * applied to this deck (a new version) or to a copy (a new project, this one unchanged).
 */
export function TemplateSwitchDialog({
  templates,
  currentId,
  onSwitch,
  onClose,
}: {
  templates: FileMetadata[];
  currentId: string;
  onSwitch: (templateId: string, asNewProject: boolean) => void;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [chosen, setChosen] = useState<string | null>(null);
  const [asNewProject, setAsNewProject] = useState(false);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="switch-title"
    >
      <DialogTitle id="switch-title">Switch template</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The same slides, drawn in another design. {EditingMessages.free}
        </Typography>
        <Box
          role="radiogroup"
          aria-label="Templates"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 1.5,
          }}
        >
          {templates.map((template) => {
            const selected = chosen === template.file_id;
            const current = template.file_id === currentId;
            const name = withoutPowerPointExtension(template.name);
            return (
              <Box
                key={template.file_id}
                component="button"
                type="button"
                role="radio"
                aria-checked={selected}
                disabled={current}
                onClick={() => setChosen(template.file_id)}
                sx={{
                  p: 0.75,
                  borderRadius: 2,
                  cursor: current ? 'default' : 'pointer',
                  bgcolor: 'background.paper',
                  border: `2px solid ${selected ? brand.indigo600 : brand.slate200}`,
                  textAlign: 'left',
                  font: 'inherit',
                  opacity: current ? 0.6 : 1,
                  '&:focus-visible': { outline: `3px solid ${brand.indigo600}`, outlineOffset: 2 },
                }}
              >
                <Box
                  component="img"
                  src={previewPathOf(template.file_path)}
                  alt=""
                  loading="lazy"
                  sx={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: '16 / 9',
                    objectFit: 'cover',
                    borderRadius: 1,
                  }}
                />
                <Typography variant="body2" sx={{ mt: 0.5, fontWeight: selected ? 600 : 400 }}>
                  {name}
                  {current ? ' (current)' : ''}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <RadioGroup
          value={asNewProject ? 'new' : 'replace'}
          onChange={(event) => setAsNewProject(event.target.value === 'new')}
          sx={{ mt: 2 }}
          aria-label="Where the result goes"
        >
          <FormControlLabel
            value="replace"
            control={<Radio />}
            label="Change this deck (its current version stays restorable)"
          />
          <FormControlLabel
            value="new"
            control={<Radio />}
            label="Keep this deck and make a new project"
          />
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => chosen && onSwitch(chosen, asNewProject)}
        >
          Switch template
        </Button>
      </DialogActions>
    </Dialog>
  );
}
