import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { creditsToHundredths, formatCredits } from '@deckforge/proto';
import { useGetBalanceQuery } from '../../api/userApi';
import { useAppSelector } from '../../app/hooks';
import { useOfferCredits } from '../../app/purchaseCredits';
import { brand } from '../../app/theme/palette';
import { usePageTitle } from '../../components/usePageTitle';
import { formatDate, initialOf } from '../../lib/format';
import { CreditHistory } from './CreditHistory';

/** Profile: avatar initial, name, Joined on, credit balance, Buy credits. */
export function ProfilePage() {
  const { userName, userEmail, createdAt } = useAppSelector((state) => state.user);
  // Asked afresh each time the Profile opens.
  const creditBalance =
    useGetBalanceQuery(undefined, { refetchOnMountOrArgChange: true }).data ?? null;
  const offerCredits = useOfferCredits();
  usePageTitle('Profile');

  return (
    <Box sx={{ bgcolor: brand.slate50, py: { xs: 4, md: 8 }, minHeight: 'calc(100vh - 76px)' }}>
      <Container maxWidth="sm">
        <Typography
          variant="h3"
          component="h1"
          sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
        >
          Profile
        </Typography>
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 2, sm: 3 },
              p: { xs: 3, sm: 4 },
              background: `linear-gradient(135deg, ${brand.indigo900}, ${brand.indigo600})`,
              color: '#fff',
            }}
          >
            <Avatar
              sx={{
                width: { xs: 64, sm: 80 },
                height: { xs: 64, sm: 80 },
                fontSize: { xs: 28, sm: 34 },
                fontWeight: 800,
                bgcolor: brand.ember500,
              }}
              aria-hidden
              data-testid="profile-avatar"
            >
              {initialOf(userName, userEmail)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography
                variant="h4"
                component="h2"
                sx={{
                  fontWeight: 800,
                  overflowWrap: 'anywhere',
                  fontSize: { xs: '1.4rem', sm: '1.75rem' },
                }}
              >
                {userName}
              </Typography>
              {createdAt && (
                <Typography sx={{ color: brand.indigo100, mt: 0.5 }}>
                  Joined on {formatDate(createdAt)}
                </Typography>
              )}
            </Box>
          </Box>
          <Box
            sx={{
              p: { xs: 3, sm: 4 },
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Box>
              <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
                Credit balance
              </Typography>
              <Typography
                variant="h3"
                component="p"
                sx={{ fontWeight: 800, color: brand.indigo700 }}
                data-testid="profile-balance"
              >
                {creditBalance === null ? '—' : formatCredits(creditsToHundredths(creditBalance))}
              </Typography>
            </Box>
            <Button
              variant="contained"
              size="large"
              startIcon={<AddCardOutlinedIcon />}
              onClick={() => offerCredits()}
            >
              Buy credits
            </Button>
          </Box>
          <Divider />
          <CreditHistory />
          <Divider />
          <Box sx={{ px: { xs: 3, sm: 4 }, py: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/workspace">
              Open the workspace
            </Button>
            <Button component={RouterLink} to="/settings" color="inherit">
              Settings
            </Button>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
