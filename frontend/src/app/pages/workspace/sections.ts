import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The workspace's sidebar entries, in order. */
export const WORKSPACE_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard', title: 'Dashboard' },
  { id: 'media', label: 'Media', title: 'Media Library' },
  { id: 'templates', label: 'Templates', title: 'Templates Library' },
  { id: 'projects', label: 'Projects', title: 'Projects' },
] as const;

export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number]['id'];

const SECTION_PARAM = 'section';

const isSection = (value: string | null): value is WorkspaceSection =>
  WORKSPACE_SECTIONS.some((section) => section.id === value);

/**
 * The open section lives in the address (`/workspace?section=projects`), so reloads, the back
 * button and links ("go to Projects" after a generation) land where people expect.
 */
export function useWorkspaceSection(): [WorkspaceSection, (section: WorkspaceSection) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(SECTION_PARAM);
  const section = isSection(value) ? value : 'dashboard';
  const open = useCallback(
    (next: WorkspaceSection) => setParams(next === 'dashboard' ? {} : { [SECTION_PARAM]: next }),
    [setParams],
  );
  return [section, open];
}

export const sectionTitle = (section: WorkspaceSection) =>
  WORKSPACE_SECTIONS.find((entry) => entry.id === section)?.title ?? 'Workspace';

/** Projects with one deck's preview open: where the "ready" toast leads. */
export const DECK_PARAM = 'deck';
export const deckLink = (fileId: string) =>
  `/workspace?${SECTION_PARAM}=projects&${DECK_PARAM}=${encodeURIComponent(fileId)}`;
