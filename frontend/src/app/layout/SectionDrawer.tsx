import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Logo } from '../../components/Logo';
import { LANDING_ANCHORS } from './anchors';
import { useAnchorNavigation } from './useAnchorNavigation';

/** The section links on small screens, in a drawer from the right. */
export function SectionDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toAnchor = useAnchorNavigation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 280 }} component="nav" aria-label="Sections">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Logo />
          <IconButton aria-label="Close the section menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List>
          {LANDING_ANCHORS.map(({ id, label }) => (
            <ListItem key={id} disablePadding>
              <ListItemButton component="a" href={`/#${id}`} onClick={toAnchor(id, onClose)}>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
