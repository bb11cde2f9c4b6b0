import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { type FormEvent, useState } from 'react';
import { contact } from '../../api/userApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  collectErrors,
  type FieldErrors,
  hasErrors,
  validateEmail,
  validateMessage,
  validateName,
} from '../../lib/validation';

type Field = 'name' | 'email' | 'message';

/** Name, Email, Message and Send → /user/contact; the form clears once sent. */
export function ContactForm() {
  const dispatch = useAppDispatch();
  const { userName, userEmail, isAuthenticated } = useAppSelector((state) => state.user);
  const [name, setName] = useState(isAuthenticated ? (userName ?? '') : '');
  const [email, setEmail] = useState(isAuthenticated ? (userEmail ?? '') : '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = collectErrors<Field>({
      name: () => validateName(name),
      email: () => validateEmail(email),
      message: () => validateMessage(message),
    });
    setErrors(found);
    if (hasErrors(found)) return;
    setSending(true);
    const outcome = await dispatch(
      contact({ name: name.trim(), email: email.trim(), message: message.trim() }),
    );
    setSending(false);
    if (contact.fulfilled.match(outcome)) {
      setMessage('');
      if (!isAuthenticated) {
        setName('');
        setEmail('');
      }
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="contact-title">
      <Stack spacing={2.5}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
          <TextField
            label="Name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            required
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
            required
          />
        </Box>
        <TextField
          label="Message"
          multiline
          minRows={5}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={Boolean(errors.message)}
          helperText={errors.message}
          required
        />
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
