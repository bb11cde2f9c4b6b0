import { SignedInPlaceholder } from './SignedInPlaceholder';

export function SettingsPage() {
  return (
    <SignedInPlaceholder
      title="Your Settings"
      description="Your personal data, password and account settings appear here."
    />
  );
}
