import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetBalanceQuery } from '../../api/userApi';
import { useAppDispatch, useAppSelector, useFolder } from '../../app/hooks';
import type { WorkspaceSection } from '../../app/pages/workspace/sections';
import { useOfferCredits } from '../../app/purchaseCredits';
import { brand } from '../../app/theme/palette';
import { SectionHeader } from '../../components/SectionHeader';
import { CreatePresentationForm } from './CreatePresentationForm';
import { purchaseForDraftStarted, purchaseOfferSettled } from './createDraftSlice';
import { draftRequest } from './draftRequest';
import { CreatingOverlay } from './CreatingOverlay';
import { CreditEstimateDialog, CreditShortageDialog } from './CreditDialogs';
import { creditsToHundredths, formatCredits } from '@deckforge/proto';
import { useCreatePresentation } from './useCreatePresentation';

type Section = WorkspaceSection;

function LibraryCount({
  label,
  count,
  onOpen,
}: {
  label: string;
  count: number;
  onOpen: () => void;
}) {
  return (
    <Button
      onClick={onOpen}
      color="inherit"
      sx={{ justifyContent: 'space-between', px: 1.5, py: 1, fontWeight: 500 }}
      fullWidth
    >
      <span>{label}</span>
      <Box component="span" sx={{ fontWeight: 700, color: brand.indigo700 }}>
        {count}
      </Box>
    </Button>
  );
}

/**
 * Dashboard: the Create Presentation form and the whole flow behind its
 * button, beside the credit balance and the library at a glance.
 */
export function Dashboard({ onNavigate }: { onNavigate: (section: Section) => void }) {
  const media = useFolder('media');
  const templates = useFolder('templates');
  const projects = useFolder('projects');
  const balance = useGetBalanceQuery().data ?? null;
  const { step, estimate, proceed, cancel } = useCreatePresentation(() => onNavigate('projects'));
  const offerCredits = useOfferCredits();
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => state.createDraft);
  // Back from buying the credits this draft lacked: offer to create it (once the library is in).
  const resumable = draft.awaitingPurchase ? draftRequest(draft, media, templates) : null;

  return (
    <>
      <SectionHeader
        title="Dashboard"
        description="Pick your material and a template; Deckforge writes and designs the slides."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // minmax(0, …): a long choice (several file names in Media) is cut with an ellipsis
          // instead of widening the page past a phone's screen.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(260px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
            Create Presentation
          </Typography>
          {resumable && (
            <Alert
              severity="success"
              sx={{ mb: 3 }}
              onClose={() => dispatch(purchaseOfferSettled())}
            >
              Your credits are in, and your title, files and template are as you left them.
              <Box sx={{ mt: 1.5 }}>
                <Button
                  color="success"
                  size="small"
                  variant="contained"
                  onClick={() => {
                    dispatch(purchaseOfferSettled());
                    void estimate(resumable);
                  }}
                >
                  Create &ldquo;{resumable.title}&rdquo; now
                </Button>
              </Box>
            </Alert>
          )}
          <CreatePresentationForm
            media={media}
            templates={templates}
            busy={step.name === 'estimating'}
            onCreate={(request) => void estimate(request)}
          />
        </Paper>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <BalanceCard balance={balance} onBuy={() => offerCredits()} />
          <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 3 }}>
            <Typography
              variant="overline"
              component="h2"
              sx={{ px: 1.5, color: 'text.secondary', fontWeight: 700 }}
            >
              Your library
            </Typography>
            <LibraryCount
              label="Media files"
              count={media.length}
              onOpen={() => onNavigate('media')}
            />
            <LibraryCount
              label="Templates"
              count={templates.length}
              onOpen={() => onNavigate('templates')}
            />
            <LibraryCount
              label="Projects"
              count={projects.length}
              onOpen={() => onNavigate('projects')}
            />
          </Paper>
        </Box>
      </Box>

      {step.name === 'estimate' && (
        <CreditEstimateDialog
          cost={step.cost}
          balance={step.balance}
          onProceed={() => void proceed()}
          onClose={cancel}
        />
      )}
      {step.name === 'shortage' && (
        <CreditShortageDialog
          cost={step.cost}
          balance={step.balance}
          missing={step.missing}
          onClose={cancel}
          onPurchase={() => {
            dispatch(purchaseForDraftStarted());
            offerCredits(step.missing);
            cancel();
          }}
        />
      )}
      {step.name === 'creating' && <CreatingOverlay progress={step.progress} />}
    </>
  );
}

/** The credit balance, and the way to buy more. */
function BalanceCard({ balance, onBuy }: { balance: number | null; onBuy: () => void }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, borderRadius: 3, bgcolor: brand.indigo900, color: '#fff', border: 0 }}
    >
      <Typography sx={{ color: brand.indigo100, fontWeight: 600 }}>Credit balance</Typography>
      <Typography
        variant="h3"
        component="p"
        sx={{ fontWeight: 800, my: 1 }}
        data-testid="dashboard-balance"
      >
        {balance === null ? '—' : formatCredits(creditsToHundredths(balance))}
      </Typography>
      <Typography variant="body2" sx={{ color: brand.indigo100, mb: 2 }}>
        One credit covers 200 tokens of your material.
      </Typography>
      <Button
        variant="contained"
        color="secondary"
        onClick={onBuy}
        sx={{ bgcolor: brand.ember600, '&:hover': { bgcolor: '#9a3412' } }}
      >
        Buy credits
      </Button>
    </Paper>
  );
}
