import { SignedInPlaceholder } from './SignedInPlaceholder';

export function ProfilePage() {
  return (
    <SignedInPlaceholder
      title="Profile"
      description="Your name, the date you joined and your credit balance appear here."
    />
  );
}
