import { readFile, writeFile } from 'node:fs/promises';
import type { DeckPlan } from '@deckforge/proto';
import workerpool from 'workerpool';
import { renderDeck } from '../engine/package';
import { TemplateError } from '../engine/template';

/**
 * Runs inside a free render's process (workerpool, render.sandbox.ts): draws an edited plan into
 * its template, writes the deck to `outPath`. The process runs at a lower CPU priority than the
 * worker itself (render.sandbox.ts). Failures come back as values (error objects lose their fields
 * crossing processes).
 */

export interface RenderTask {
  plan: DeckPlan;
  templatePath: string;
  /** Asset keys of the plan and where their bytes are on disk. */
  assets: Array<[string, string]>;
  outPath: string;
}

export type RenderAnswer =
  { ok: true; slideCount: number; plan: DeckPlan } | { ok: false; templateProblem: string };

async function render(task: RenderTask): Promise<RenderAnswer> {
  // The sandbox stops this process while a paid generation runs (paid-work.ts).
  workerpool.workerEmit({ pid: process.pid });
  try {
    const rendered = await renderDeck(
      task.plan,
      await readFile(task.templatePath),
      new Map(task.assets),
    );
    await writeFile(task.outPath, rendered.bytes);
    return { ok: true, slideCount: rendered.slideCount, plan: rendered.plan };
  } catch (error) {
    if (error instanceof TemplateError) return { ok: false, templateProblem: error.message };
    throw error;
  }
}

if (!workerpool.isMainThread) workerpool.worker({ render });
