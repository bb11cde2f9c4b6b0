import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Messages, type TemplateCategory } from '@deckforge/proto';
import { brand } from '../../app/theme/palette';
import {
  formatFileSize,
  readableType,
  shortenText,
  UPLOAD_LIST_TYPE_LENGTH,
} from '../../lib/format';

export interface PendingUpload {
  key: number;
  file: File;
  /** Templates: the chosen category's name. */
  category: string;
  /** 0–100 */
  progress: number;
  state: 'ready' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/** The files about to be uploaded: name, type (15 characters), size, category, progress. */
export function UploadList({
  items,
  categories,
  disabled,
  showMissingCategory,
  onCategory,
  onRemove,
}: {
  items: PendingUpload[];
  /** Present for templates: a category select per file. */
  categories?: TemplateCategory[];
  disabled: boolean;
  /** After 'Please select a category': mark the files still without one. */
  showMissingCategory: boolean;
  onCategory: (key: number, category: string) => void;
  onRemove: (key: number) => void;
}) {
  if (items.length === 0) return null;
  return (
    <List aria-label="Files to upload" sx={{ mt: 2 }}>
      {items.map((item) => (
        <ListItem
          key={item.key}
          sx={{
            display: 'block',
            px: 2,
            py: 1.5,
            mb: 1,
            border: `1px solid ${item.state === 'failed' ? '#fca5a5' : brand.slate200}`,
            borderRadius: 2,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.file.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" title={item.file.type}>
                {shortenText(
                  item.file.type ? readableType(item.file.type, item.file.name) : 'unknown type',
                  UPLOAD_LIST_TYPE_LENGTH,
                )}{' '}
                · {formatFileSize(item.file.size)}
              </Typography>
            </Box>
            {categories && (
              <FormControl
                size="small"
                sx={{ minWidth: 170 }}
                error={showMissingCategory && !item.category}
              >
                <InputLabel aria-hidden>Category</InputLabel>
                {/* Named after its file: a list of selects all called "Category" is ambiguous. */}
                <Select
                  label="Category"
                  aria-label={`Category of ${item.file.name}`}
                  value={item.category}
                  disabled={disabled}
                  onChange={(event) => onCategory(item.key, event.target.value)}
                >
                  {categories.map((category) => (
                    <MenuItem key={category.id} value={category.category_name}>
                      {category.category_name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            <IconButton
              aria-label={`Remove ${item.file.name}`}
              onClick={() => onRemove(item.key)}
              disabled={disabled}
              edge="end"
            >
              <CloseIcon />
            </IconButton>
          </Box>
          {item.state !== 'ready' && item.state !== 'failed' && (
            <LinearProgress
              variant="determinate"
              value={item.progress}
              aria-label={`Upload of ${item.file.name}`}
              sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
            />
          )}
          {item.state === 'failed' && (
            <Typography variant="body2" color="error" sx={{ mt: 1 }}>
              {item.error ?? Messages.unexpectedError}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
