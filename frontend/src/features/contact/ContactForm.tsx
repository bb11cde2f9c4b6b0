import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import type { FormEvent } from 'react';
import { useContactMutation } from '../../api/userApi';
import { useAppSelector } from '../../app/hooks';
import { useForm } from '../../components/useForm';
import { validateEmail, validateMessage, validateName } from '../../lib/validation';

/** Name, Email, Message and Send → /user/contact; the form clears once sent. */
export function ContactForm() {
  const { userName, userEmail, isAuthenticated } = useAppSelector((state) => state.user);
  const form = useForm({
    name: isAuthenticated ? (userName ?? '') : '',
    email: isAuthenticated ? (userEmail ?? '') : '',
    message: '',
  });
  const [contact, { isLoading: sending }] = useContactMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { name, email, message } = form.values;
    const checked = form.validate({
      name: () => validateName(name),
      email: () => validateEmail(email),
      message: () => validateMessage(message),
    });
    if (!checked.ok) return;
    const outcome = await contact({
      name: name.trim(),
      email: email.trim(),
      message: message.trim(),
    });
    // Signed in, the name and address stay for the next message.
    if (!outcome.error) form.reset(isAuthenticated ? ['message'] : undefined);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="contact-title">
      <Stack spacing={2.5}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
          <TextField label="Name" autoComplete="name" {...form.field('name')} required />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...form.field('email')}
            required
          />
        </Box>
        <TextField label="Message" multiline minRows={5} {...form.field('message')} required />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            endIcon={<SendIcon />}
            loading={sending}
          >
            Send
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
