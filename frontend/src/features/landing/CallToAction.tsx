import Button, { type ButtonProps } from '@mui/material/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';

/**
 * The landing page's call-to-action buttons: visitors get the sign-up choice
 * dialog, signed-in users a way into their workspace.
 */
export function CallToAction({
  visitorLabel,
  memberLabel,
  onSignUp,
  ...buttonProps
}: {
  visitorLabel: string;
  memberLabel: string;
  onSignUp: () => void;
} & Omit<ButtonProps, 'onClick' | 'href' | 'children'>) {
  const isAuthenticated = useAppSelector((state) => state.user.isAuthenticated);
  const common = {
    variant: 'contained' as const,
    size: 'large' as const,
    endIcon: <ArrowForward />,
    ...buttonProps,
  };
  return isAuthenticated ? (
    <Button component={RouterLink} to="/workspace" {...common}>
      {memberLabel}
    </Button>
  ) : (
    <Button onClick={onSignUp} {...common}>
      {visitorLabel}
    </Button>
  );
}
