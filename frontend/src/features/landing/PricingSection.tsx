import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  creditsToHundredths,
  formatCredits,
  INITIAL_CREDITS,
  MIN_PURCHASE_CREDITS,
} from '@deckforge/proto';
import { useAppSelector } from '../../app/hooks';
import { type PriceList, usePricing } from '../../app/pricing';
import { useOfferCredits } from '../../app/purchaseCredits';
import { brand } from '../../app/theme/palette';
import { Section, SectionHeading } from '../../components/Section';
import {
  COST_EXAMPLES,
  CREDITS_PER_PAGE,
  FREE_PAGES,
  PAGES_PER_DECK,
} from '../../lib/costExamples';
import { formatMoney, purchaseAmount } from '../../lib/prices';

const INCLUDED = [
  '1 credit = 200 tokens of your material',
  'The exact cost is shown before every deck',
  'Credits are only spent when your deck is delivered',
  'Secure card payment through a hosted checkout',
];

const tableStyle = {
  mt: 3,
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', py: 1.25, borderBottom: `1px solid ${brand.slate200}` },
  '& th': { color: 'text.secondary', fontWeight: 600, fontSize: '0.875rem' },
  '& td:last-of-type, & th:last-of-type': { textAlign: 'right' },
} as const;

/** What some amounts of material cost, at billing's price. */
function CostExamples({ pricing }: { pricing: PriceList | 'unavailable' | undefined }) {
  if (pricing === 'unavailable') {
    return (
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        Prices cannot be shown right now. Please try again in a moment.
      </Typography>
    );
  }
  return (
    <Box component="table" sx={tableStyle}>
      <caption
        style={{
          captionSide: 'bottom',
          textAlign: 'left',
          paddingTop: 12,
          fontSize: '0.875rem',
          color: brand.slate600,
        }}
      >
        {pricing
          ? `Typical amounts of text at ${formatMoney(pricing.pricePerCredit, pricing.currency)} per credit; pictures, audio and video count by what is read from them.`
          : 'Typical amounts of text at the current price per credit.'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Your material</th>
          <th scope="col">Credits</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {COST_EXAMPLES.map(({ label, credits }) => (
          <tr key={label}>
            <td>{label}</td>
            <td>{formatCredits(creditsToHundredths(credits))}</td>
            <td>
              {credits <= INITIAL_CREDITS ? (
                'Free credits cover it'
              ) : pricing ? (
                formatMoney(purchaseAmount(credits, pricing.pricePerCredit), pricing.currency)
              ) : (
                <Skeleton width={56} sx={{ display: 'inline-block' }} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/**
 * #pricing: the Credits card; Purchase opens the Purchase Credits modal (visitors sign up first).
 */
export function PricingSection({ onSignUp }: { onSignUp: () => void }) {
  const isAuthenticated = useAppSelector((state) => state.user.isAuthenticated);
  const pricing = usePricing();
  const offerCredits = useOfferCredits();
  const known = pricing && pricing !== 'unavailable' ? pricing : undefined;

  return (
    <Section id="pricing" labelledBy="pricing-title" sx={{ bgcolor: brand.slate50 }}>
      <SectionHeading
        id="pricing-title"
        overline="Pricing"
        title="Pay for what you turn into slides"
        lead="No subscription. Buy credits when you need them; every account starts with 10 free."
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 420px' },
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
          maxWidth: 1000,
          mx: 'auto',
        }}
      >
        <Box>
          <Typography variant="h4" component="h3">
            What does a deck cost?
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            The cost depends on how much material you give Deckforge, not on the number of slides. A
            page of running text is about {CREDITS_PER_PAGE} credits, and one deck can be made from
            up to about {PAGES_PER_DECK} pages. You see the exact cost before anything is spent.
          </Typography>
          <CostExamples pricing={pricing} />
        </Box>

        <Card
          component="article"
          aria-labelledby="credits-title"
          sx={{
            p: { xs: 3, sm: 4 },
            borderColor: brand.indigo100,
            borderWidth: 2,
            boxShadow: '0 30px 60px -30px rgba(67,56,202,0.45)',
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography id="credits-title" variant="h4" component="h3">
              Credits
            </Typography>
            <Chip
              label="Pay as you go"
              size="small"
              sx={{ bgcolor: brand.ember100, color: '#9a3412', fontWeight: 700 }}
            />
          </Box>
          <Box sx={{ mt: 2, display: 'flex', alignItems: 'baseline', gap: 1, minHeight: 56 }}>
            {known ? (
              <>
                <Typography
                  component="p"
                  data-testid="price-per-credit"
                  sx={{
                    fontSize: '3rem',
                    fontWeight: 800,
                    letterSpacing: '-0.03em',
                    lineHeight: 1,
                  }}
                >
                  {formatMoney(known.pricePerCredit, known.currency)}
                </Typography>
                <Typography color="text.secondary">per credit</Typography>
              </>
            ) : pricing === 'unavailable' ? (
              <Typography color="text.secondary">The price cannot be shown right now.</Typography>
            ) : (
              <Skeleton variant="text" width={160} sx={{ fontSize: '3rem' }} />
            )}
          </Box>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {INITIAL_CREDITS} free credits when you sign up: enough for a short document of about{' '}
            {FREE_PAGES} pages. Buy from {known?.minimumCredits ?? MIN_PURCHASE_CREDITS} credits at
            a time.
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ mt: 3, mb: 4, p: 0, listStyle: 'none' }}>
            {INCLUDED.map((item) => (
              <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25 }}>
                <CheckCircleIcon
                  sx={{ color: 'primary.main', fontSize: 20, mt: '3px' }}
                  aria-hidden="true"
                />
                <Typography>{item}</Typography>
              </Box>
            ))}
          </Stack>
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={isAuthenticated && !known}
            onClick={() => (isAuthenticated ? offerCredits() : onSignUp())}
          >
            Purchase
          </Button>
        </Card>
      </Box>
    </Section>
  );
}
