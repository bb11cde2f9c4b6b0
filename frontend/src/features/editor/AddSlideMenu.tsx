import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import { type Dispatch, useId, useState } from 'react';
import type { EditorAction } from './editorState';
import { NEW_SLIDE_KINDS, type NewSlideKind } from './slideEdits';

const LABELS: Record<NewSlideKind, string> = {
  bullets: 'Bullets',
  statement: 'Statement',
  section: 'Section divider',
};

/** Adds a slide after the selected one. */
export function AddSlideMenu({
  after,
  dispatch,
}: {
  after: string;
  dispatch: Dispatch<EditorAction>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add slide
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {NEW_SLIDE_KINDS.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              dispatch({ type: 'add', after, kind });
            }}
          >
            {LABELS[kind]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
