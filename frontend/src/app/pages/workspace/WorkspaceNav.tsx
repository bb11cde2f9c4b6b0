import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FolderSpecialOutlinedIcon from '@mui/icons-material/FolderSpecialOutlined';
import PermMediaOutlinedIcon from '@mui/icons-material/PermMediaOutlined';
import ViewQuiltOutlinedIcon from '@mui/icons-material/ViewQuiltOutlined';
import type { ReactElement } from 'react';
import { brand } from '../../theme/palette';
import { WORKSPACE_SECTIONS, type WorkspaceSection } from './sections';

const ICONS: Record<WorkspaceSection, ReactElement> = {
  dashboard: <DashboardOutlinedIcon />,
  media: <PermMediaOutlinedIcon />,
  templates: <ViewQuiltOutlinedIcon />,
  projects: <FolderSpecialOutlinedIcon />,
};

/** The sidebar's links: Dashboard, Media, Templates, Projects; the open one is marked. */
export function WorkspaceNav({
  current,
  onSelect,
}: {
  current: WorkspaceSection;
  onSelect: (section: WorkspaceSection) => void;
}) {
  return (
    <Box component="nav" aria-label="Workspace" sx={{ py: 2 }}>
      <Typography
        variant="overline"
        component="p"
        sx={{ px: 3, color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em' }}
      >
        Workspace
      </Typography>
      <List sx={{ px: 1.5 }}>
        {WORKSPACE_SECTIONS.map(({ id, label }) => {
          const selected = id === current;
          return (
            <ListItem key={id} disablePadding sx={{ mb: 0.5 }}>
              <ListItemButton
                component="a"
                href={id === 'dashboard' ? '/workspace' : `/workspace?section=${id}`}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(id);
                }}
                sx={{
                  borderRadius: 2,
                  color: selected ? brand.indigo700 : 'text.secondary',
                  '&.Mui-selected': { bgcolor: brand.indigo50, fontWeight: 600 },
                  '&.Mui-selected:hover': { bgcolor: brand.indigo100 },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{ICONS[id]}</ListItemIcon>
                <ListItemText
                  primary={label}
                  slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
