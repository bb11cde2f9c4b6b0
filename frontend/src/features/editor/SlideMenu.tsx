import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { type Dispatch, useId, useState } from 'react';
import type { EditorAction } from './editorState';

/** A slide's actions: move up or down, duplicate, delete (the last slide stays). */
export function SlideMenu({
  entryKey,
  index,
  count,
  dispatch,
}: {
  entryKey: string;
  index: number;
  count: number;
  dispatch: Dispatch<EditorAction>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const act = (action: EditorAction) => {
    setAnchor(null);
    dispatch(action);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for slide ${index + 1}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={index === 0}
          onClick={() => act({ type: 'move', key: entryKey, to: index - 1 })}
        >
          <ListItemIcon>
            <ArrowUpwardIcon fontSize="small" />
          </ListItemIcon>
          Move up
        </MenuItem>
        <MenuItem
          disabled={index === count - 1}
          onClick={() => act({ type: 'move', key: entryKey, to: index + 1 })}
        >
          <ListItemIcon>
            <ArrowDownwardIcon fontSize="small" />
          </ListItemIcon>
          Move down
        </MenuItem>
        <MenuItem onClick={() => act({ type: 'duplicate', key: entryKey })}>
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          Duplicate
        </MenuItem>
        <MenuItem disabled={count === 1} onClick={() => act({ type: 'delete', key: entryKey })}>
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
    </>
  );
}
