import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { brand } from '../../app/theme/palette';
import { usePageTitle } from '../../components/usePageTitle';
import { DeactivationSection } from './DeactivationSection';
import { PersonalDataSection } from './PersonalDataSection';
import { SetPasswordSection } from './SetPasswordSection';

const TABS = ['Account', 'Security'] as const;

/** Your Settings: Account (personal data, deactivation) and Security tabs. */
export function SettingsPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('Account');
  usePageTitle('Your Settings');
  return (
    <Box sx={{ bgcolor: brand.slate50, py: { xs: 4, md: 8 }, minHeight: 'calc(100vh - 76px)' }}>
      <Container maxWidth="md">
        <Typography
          variant="h3"
          component="h1"
          sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
        >
          Your Settings
        </Typography>
        <Tabs
          value={tab}
          onChange={(_event, value: (typeof TABS)[number]) => setTab(value)}
          aria-label="Settings"
          sx={{ mb: 3, borderBottom: `1px solid ${brand.slate200}` }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={name}
              id={`settings-tab-${name}`}
              aria-controls={`settings-panel-${name}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`settings-panel-${tab}`}
          aria-labelledby={`settings-tab-${tab}`}
          sx={{ display: 'grid', gap: 3 }}
        >
          {tab === 'Account' ? (
            <>
              <Panel title="Personal Data">
                <PersonalDataSection />
              </Panel>
              <Panel title="Account Deactivation">
                <DeactivationSection />
              </Panel>
            </>
          ) : (
            <Panel title="Set Password">
              <SetPasswordSection />
            </Panel>
          )}
        </Box>
      </Container>
    </Box>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
