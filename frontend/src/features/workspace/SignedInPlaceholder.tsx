import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../components/usePageTitle';

/**
 * The signed-in pages' frame until their screens land (frontend part 2 replaces each page
 * component; the routes, guard and chunks stay as they are).
 */
export function SignedInPlaceholder({
  title,
  description,
}: {
  title: string;
  description: string;
}) {
  const userName = useAppSelector((state) => state.user.userName);
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ mt: 4, p: { xs: 3, md: 5 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {userName ? `Welcome, ${userName}` : 'Welcome'}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
      </Paper>
    </Container>
  );
}
