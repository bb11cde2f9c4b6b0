import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { LANDING_ANCHORS } from './anchors';
import { useAnchorNavigation } from './useAnchorNavigation';

/** The section links on small screens, in a drawer from the right, and the way in. */
export function SectionDrawer({
  open,
  onClose,
  signedIn,
}: {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
}) {
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
        <Divider />
        <Box sx={{ p: 2 }}>
          <Button
            component={RouterLink}
            to={signedIn ? '/workspace' : '/login'}
            onClick={onClose}
            variant="contained"
            fullWidth
          >
            {signedIn ? 'Workspace' : 'Login'}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
