import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useState } from 'react';
import { useGetSupportedFilesQuery, useGetTemplateCategoriesQuery } from '../../../api/dataApi';
import { useGetFilesQuery } from '../../../api/fileStorageApi';
import { useGetBalanceQuery } from '../../../api/userApi';
import { usePageTitle } from '../../../components/usePageTitle';
import { MediaLibrary } from '../../../features/fileStorage/MediaLibrary';
import { ProjectList } from '../../../features/fileStorage/ProjectList';
import { TemplatesLibrary } from '../../../features/fileStorage/TemplatesLibrary';
import { Dashboard } from '../../../features/presentation/Dashboard';
import { brand } from '../../theme/palette';
import { sectionTitle, useWorkspaceSection, type WorkspaceSection } from './sections';
import { WorkspaceNav } from './WorkspaceNav';

const SIDEBAR_WIDTH = 248;

/**
 * What the workspace's sections read, asked for on entry: the library and the balance afresh,
 * the reference lists from the cache when they are there. The sections read the same cache.
 */
function useWorkspaceData() {
  useGetFilesQuery(undefined, { refetchOnMountOrArgChange: true });
  useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  useGetTemplateCategoriesQuery();
  useGetSupportedFilesQuery();
}

function SectionContent({
  section,
  onNavigate,
}: {
  section: WorkspaceSection;
  onNavigate: (section: WorkspaceSection) => void;
}) {
  switch (section) {
    case 'media':
      return <MediaLibrary />;
    case 'templates':
      return <TemplatesLibrary />;
    case 'projects':
      return <ProjectList />;
    default:
      return <Dashboard onNavigate={onNavigate} />;
  }
}

/**
 * The signed-in workspace: a left sidebar (a drawer on small screens) with
 * Dashboard, Media, Templates and Projects beside the open section.
 */
export function WorkspacePage() {
  const [section, openSection] = useWorkspaceSection();
  const [drawerOpen, setDrawerOpen] = useState(false);
  usePageTitle(sectionTitle(section));
  useWorkspaceData();

  const select = (next: WorkspaceSection) => {
    setDrawerOpen(false);
    openSection(next);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: 'calc(100vh - 76px)', bgcolor: brand.slate50 }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          bgcolor: 'background.paper',
          borderRight: `1px solid ${brand.slate200}`,
        }}
      >
        <Box sx={{ position: 'sticky', top: 76 }}>
          <WorkspaceNav current={section} onSelect={select} />
        </Box>
      </Box>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        <WorkspaceNav current={section} onSelect={select} />
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2.5, md: 5 } }}>
        <Button
          onClick={() => setDrawerOpen(true)}
          startIcon={<MenuOpenIcon />}
          variant="outlined"
          size="small"
          aria-label="Open the workspace menu"
          sx={{ display: { md: 'none' }, mb: 2.5, bgcolor: 'background.paper' }}
        >
          Workspace
        </Button>
        <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
          <SectionContent section={section} onNavigate={select} />
        </Box>
      </Box>
    </Box>
  );
}
