import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULES } from '@deckforge/proto';
import { visuallyHidden } from './visuallyHidden';

/**
 * The new-password rules under the field, each ticked as soon as what is typed meets it, so
 * nobody learns the rules from a refusal (the same checks as the gateway and identity).
 */
export function PasswordRules({ password }: { password: string }) {
  return (
    <Box
      component="ul"
      aria-label="What a new password needs"
      sx={{ listStyle: 'none', m: 0, mt: -1.5, p: 0, pl: 1.75, display: 'grid', gap: 0.25 }}
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? CheckCircleIcon : RadioButtonUncheckedIcon;
        return (
          <Box
            component="li"
            key={rule.id}
            data-met={met}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <Icon
              aria-hidden
              sx={{ fontSize: 16, color: met ? 'success.main' : 'text.disabled' }}
            />
            <Typography variant="caption" color={met ? 'text.primary' : 'text.secondary'}>
              {rule.label}
              <Box component="span" sx={visuallyHidden}>
                {met ? ' (done)' : ' (still needed)'}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
