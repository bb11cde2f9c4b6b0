import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLogoutMutation } from '../../app/sessionActions';
import { brand } from '../../app/theme/palette';
import { initialOf } from '../../lib/format';

/** Signed-in header menu: the user's initial, then Profile, Settings and Logout. */
export function AccountMenu() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const { userName, userEmail } = useAppSelector((state) => state.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  const go = (path: string) => () => {
    close();
    void navigate(path);
  };
  const signOut = async () => {
    close();
    await logout();
    void navigate('/');
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`Account menu for ${userName ?? userEmail ?? 'your account'}`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 38, height: 38, bgcolor: brand.indigo600, fontWeight: 700 }}>
          {initialOf(userName, userEmail)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Typography
          component="li"
          role="presentation"
          variant="body2"
          sx={{ px: 2, pt: 1, pb: 1.5, color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          Signed in as
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}
          >
            {userName ?? userEmail}
          </Typography>
        </Typography>
        <Divider component="li" role="presentation" />
        <MenuItem onClick={go('/profile')}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem onClick={go('/settings')}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
