import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { creditsToHundredths, formatCredits } from '@deckforge/proto';
import { useGetCreditHistoryQuery } from '../../api/purchaseApi';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../../lib/prices';

/** How many recent entries the Profile shows. */
const RECENT = 10;

/** Signed credits as a statement shows them: +10.00 / −1.25. */
const signed = (credits: number) =>
  `${credits >= 0 ? '+' : '−'}${formatCredits(creditsToHundredths(Math.abs(credits)))}`;

/**
 * The latest purchases and spending (billing's ledger), so people can see where their credits
 * went: asked for when the Profile opens, and again whenever the balance changes (its tag).
 */
export function CreditHistory() {
  const { data: entries } = useGetCreditHistoryQuery(
    { limit: RECENT },
    { refetchOnMountOrArgChange: true },
  );

  if (!entries) return null;
  return (
    <Box sx={{ px: { xs: 3, sm: 4 }, py: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Credit history
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">No purchases or presentations yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Credit history">
          {entries.map((entry, index) => (
            <ListItem
              key={`${entry.occurredAt}-${index}`}
              disableGutters
              sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{entry.description}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(entry.occurredAt)}
                  {entry.amount !== undefined &&
                    ` · ${formatMoney(entry.amount, entry.currency ?? 'usd')}`}
                </Typography>
              </Box>
              <Typography
                sx={{
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  color: entry.credits >= 0 ? 'success.main' : 'text.primary',
                }}
              >
                {signed(entry.credits)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
