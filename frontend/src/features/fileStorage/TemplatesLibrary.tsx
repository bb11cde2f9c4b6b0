import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { type FileMetadata, previewPathOf, type TemplateCategory } from '@deckforge/proto';
import { useMemo, useState } from 'react';
import { useGetTemplateCategoriesQuery } from '../../api/dataApi';
import { useFolder } from '../../app/hooks';
import { brand } from '../../app/theme/palette';
import { SectionHeader } from '../../components/SectionHeader';
import { DeleteButton } from './FileActions';
import { NO_FILES } from './FileTable';
import { UploadDialog } from './UploadDialog';
import { withoutPowerPointExtension } from '../../lib/format';

/** The filter's first entry, and its default. */
const ALL_CATEGORIES = 'All Categories';
const NO_CATEGORIES: TemplateCategory[] = [];

/**
 * Templates Library: preview cards of the system templates and the user's own,
 * filtered by category; only the user's own have a delete button.
 */
export function TemplatesLibrary() {
  const templates = useFolder('templates');
  const categories = useGetTemplateCategoriesQuery().data ?? NO_CATEGORIES;
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [adding, setAdding] = useState(false);
  const shown = useMemo(
    () =>
      category === ALL_CATEGORIES
        ? templates
        : templates.filter((template) => template.template_category === category),
    [templates, category],
  );

  return (
    <>
      <SectionHeader
        title="Templates Library"
        description="The designs your presentations are made in: ours, and yours to upload."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add Template
          </Button>
        }
      />
      <TextField
        select
        label="Category"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        size="small"
        sx={{ mb: 3, minWidth: 240, bgcolor: 'background.paper' }}
      >
        <MenuItem value={ALL_CATEGORIES}>{ALL_CATEGORIES}</MenuItem>
        {categories.map((entry) => (
          <MenuItem key={entry.id} value={entry.category_name}>
            {entry.category_name}
          </MenuItem>
        ))}
      </TextField>

      {shown.length === 0 ? (
        <Paper variant="outlined" sx={{ py: 6, textAlign: 'center', borderRadius: 3 }}>
          <Typography color="text.secondary">{NO_FILES}</Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label="Templates"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, 1fr)',
              lg: 'repeat(3, 1fr)',
            },
          }}
        >
          {shown.map((template) => (
            <TemplateCard key={template.file_id} template={template} />
          ))}
        </Box>
      )}
      <UploadDialog
        open={adding}
        onClose={() => setAdding(false)}
        folder="templates"
        title="Add Template"
        categories={categories}
      />
    </>
  );
}

/**
 * What the generator found missing in a user's template ("No two-column layout: lists use one
 * column"), told when it was uploaded: short lines under its name, a list named for the template
 * so a screen reader says whose notes they are. Nothing when nothing is missing.
 */
function TemplateNotes({ name, notes }: { name: string; notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={`Notes on ${name}`}
      sx={{ listStyle: 'none', p: 0, m: 0, flexBasis: '100%', display: 'grid', gap: 0.5 }}
    >
      {notes.map((note) => (
        <Typography
          key={note}
          component="li"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', lineHeight: 1.4 }}
        >
          <InfoOutlinedIcon aria-hidden sx={{ fontSize: 14, mt: '1px', flexShrink: 0 }} />
          {note}
        </Typography>
      ))}
    </Box>
  );
}

/** One template: its preview, name, category and origin; the person's own can be deleted. */
function TemplateCard({ template }: { template: FileMetadata }) {
  return (
    <Card component="li" variant="outlined" sx={{ borderRadius: 3 }}>
      <Box
        component="img"
        src={previewPathOf(template.file_path)}
        alt={`Preview of ${withoutPowerPointExtension(template.name)}`}
        loading="lazy"
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          bgcolor: brand.slate100,
          borderBottom: `1px solid ${brand.slate200}`,
        }}
      />
      <CardContent
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          py: 1.5,
          '&:last-child': { pb: 1.5 },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap title={template.name}>
            {withoutPowerPointExtension(template.name)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, mt: 0.75, flexWrap: 'wrap' }}>
            {template.template_category && <Chip size="small" label={template.template_category} />}
            <Chip
              size="small"
              variant="outlined"
              label={template.source === 'system' ? 'Deckforge' : 'Yours'}
            />
          </Box>
        </Box>
        {template.source === 'user' && <DeleteButton file={template} />}
        {template.source === 'user' && (
          <TemplateNotes
            name={withoutPowerPointExtension(template.name)}
            notes={template.template_notes ?? []}
          />
        )}
      </CardContent>
    </Card>
  );
}
