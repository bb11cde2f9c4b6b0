import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { type ClipboardEvent, useState } from 'react';

const block = (event: ClipboardEvent) => event.preventDefault();

/**
 * A password input that refuses copy, cut and paste (a new password is typed, never pasted), with a
 * show/hide toggle so people who cannot paste can still check what they typed.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      onCopy={block}
      onCut={block}
      onPaste={block}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={
                  visible
                    ? `Hide ${String(props.label ?? 'password').toLowerCase()}`
                    : `Show ${String(props.label ?? 'password').toLowerCase()}`
                }
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
