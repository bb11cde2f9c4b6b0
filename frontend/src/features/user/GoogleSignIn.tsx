import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { Messages } from '@deckforge/proto';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoginGoogleMutation } from '../../api/userApi';
import { useClientSettings } from '../../app/clientConfig';
import { type GoogleCredentialResponse, loadGoogleIdentity } from './googleIdentity';

const REDIRECT_LABELS = {
  signin_with: 'Sign in with Google',
  signup_with: 'Sign up with Google',
  continue_with: 'Continue with Google',
} as const;

/**
 * Google's own button when a client id is configured (its credential is sent to
 * /user/login-google, then the workspace opens); otherwise a plain statement that Google sign-in
 * is unavailable here. With only the redirect flow configured, a link to it. Widget failures are
 * logged only: the rest of the page still works.
 */
export function GoogleSignIn({
  text = 'continue_with',
  onSignedIn,
}: {
  text?: 'signin_with' | 'signup_with' | 'continue_with';
  onSignedIn?: () => void;
}) {
  const settings = useClientSettings();
  const [loginGoogle] = useLoginGoogleMutation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const clientId = settings?.googleClientId;

  useEffect(() => {
    if (!clientId) return;
    let current = true;
    const onCredential = async ({ credential }: GoogleCredentialResponse) => {
      if (!credential) {
        console.error('Google sign-in answered without a credential');
        return;
      }
      const outcome = await loginGoogle({ idToken: credential });
      if (!outcome.error) {
        onSignedIn?.();
        void navigate('/workspace');
      }
    };
    loadGoogleIdentity()
      .then((google) => {
        if (!current || !container.current) return;
        google.initialize({ client_id: clientId, callback: onCredential, ux_mode: 'popup' });
        google.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text,
          shape: 'pill',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, container.current.clientWidth || 320)),
        });
      })
      .catch((error: unknown) => {
        console.error('Google sign-in widget failed', error);
        if (current) setWidgetFailed(true);
      });
    return () => {
      current = false;
    };
  }, [clientId, loginGoogle, navigate, onSignedIn, text]);

  if (!settings) return <Skeleton variant="rounded" height={44} aria-hidden="true" />;
  if (!clientId && settings.googleRedirectPath) {
    // Only Google's redirect sign-in is configured: a plain link that leaves for Google.
    return (
      <Button
        href={settings.googleRedirectPath}
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
      >
        {REDIRECT_LABELS[text]}
      </Button>
    );
  }
  if (!clientId) {
    return (
      <Alert severity="info" variant="outlined" sx={{ borderRadius: 2.5 }}>
        <strong>Google sign-in is unavailable.</strong> {Messages.googleNotConfigured} on this
        server; please continue with your email.
      </Alert>
    );
  }
  return (
    <Box>
      <Box ref={container} sx={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />
      {widgetFailed && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Google sign-in could not load. Check your connection, or continue with your email.
        </Typography>
      )}
    </Box>
  );
}
