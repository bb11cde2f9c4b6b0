import { SignedInPlaceholder } from './SignedInPlaceholder';

export function WorkspacePage() {
  return (
    <SignedInPlaceholder
      title="Workspace"
      description="Your dashboard, media library, templates and projects live here."
    />
  );
}
