import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import { DECK_PLAN_LIMITS, type PlannedBullet } from '@deckforge/proto';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { BulletOp } from './slideEdits';

/**
 * One list of bullets as fields: type to edit; Enter adds a bullet below, Backspace in an empty
 * one removes it; Alt+↑/↓ moves a bullet; Ctrl+] and Ctrl+[ indent and outdent (Tab keeps moving
 * between fields). Every action also has its button.
 */
export function BulletListEditor({
  label,
  bullets,
  onChange,
  problemAt,
}: {
  label: string;
  bullets: PlannedBullet[];
  onChange: (change: BulletOp) => void;
  problemAt: (index: number) => string | undefined;
}) {
  const fields = useRef<Array<HTMLInputElement | null>>([]);
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    fields.current[focusNext.current]?.focus();
    focusNext.current = null;
  });
  const change = (op: BulletOp, focus?: number) => {
    if (focus !== undefined) focusNext.current = focus;
    onChange(op);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    const bullet = bullets[index];
    if (
      event.key === 'Enter' &&
      !event.shiftKey &&
      bullets.length < DECK_PLAN_LIMITS.bulletsPerSlide
    ) {
      event.preventDefault();
      change({ op: 'add', after: index }, index + 1);
    } else if (event.key === 'Backspace' && bullet.text === '' && bullets.length > 1) {
      event.preventDefault();
      change({ op: 'delete', index }, Math.max(0, index - 1));
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const by = event.key === 'ArrowUp' ? -1 : 1;
      change({ op: 'move', index, by }, index + by);
    } else if (event.ctrlKey && (event.key === ']' || event.key === '[')) {
      event.preventDefault();
      change({ op: 'indent', index, by: event.key === ']' ? 1 : -1 }, index);
    }
  };
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {bullets.map((bullet, index) => (
        <Box
          key={index}
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 0.5,
            pl: { xs: bullet.level * 1.5, sm: bullet.level * 3 },
          }}
        >
          <TextField
            inputRef={(element: HTMLInputElement | null) => {
              fields.current[index] = element;
            }}
            value={bullet.text}
            onChange={(event) => change({ op: 'text', index, text: event.target.value })}
            onKeyDown={onKeyDown(index)}
            size="small"
            fullWidth
            multiline
            maxRows={4}
            error={problemAt(index) !== undefined}
            helperText={problemAt(index)}
            slotProps={{
              htmlInput: {
                'aria-label': `${label}, bullet ${index + 1}${bullet.level ? `, indented ${bullet.level}` : ''}`,
              },
            }}
          />
          <BulletActions index={index} bullets={bullets} change={change} />
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={bullets.length >= DECK_PLAN_LIMITS.bulletsPerSlide}
          onClick={() => change({ op: 'add', after: bullets.length - 1 }, bullets.length)}
        >
          Add bullet
        </Button>
      </Box>
    </Box>
  );
}

function Action({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One bullet's buttons: outdent, indent, move up or down, delete. */
function BulletActions({
  index,
  bullets,
  change,
}: {
  index: number;
  bullets: PlannedBullet[];
  change: (operation: BulletOp, focus?: number) => void;
}) {
  const bullet = bullets[index];
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        width: { xs: 72, md: 'auto' },
      }}
    >
      <Action
        label={`Outdent bullet ${index + 1}`}
        disabled={bullet.level === 0}
        onClick={() => change({ op: 'indent', index, by: -1 }, index)}
      >
        <FormatIndentDecreaseIcon fontSize="small" />
      </Action>
      <Action
        label={`Indent bullet ${index + 1}`}
        disabled={index === 0 || bullet.level > bullets[index - 1].level}
        onClick={() => change({ op: 'indent', index, by: 1 }, index)}
      >
        <FormatIndentIncreaseIcon fontSize="small" />
      </Action>
      <Action
        label={`Move bullet ${index + 1} up`}
        disabled={index === 0}
        onClick={() => change({ op: 'move', index, by: -1 }, index - 1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </Action>
      <Action
        label={`Move bullet ${index + 1} down`}
        disabled={index === bullets.length - 1}
        onClick={() => change({ op: 'move', index, by: 1 }, index + 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </Action>
      <Action
        label={`Delete bullet ${index + 1}`}
        disabled={bullets.length === 1}
        onClick={() => change({ op: 'delete', index })}
      >
        <DeleteOutlineIcon fontSize="small" />
      </Action>
    </Box>
  );
}
