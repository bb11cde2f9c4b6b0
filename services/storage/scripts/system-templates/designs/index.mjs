// The system templates: each is a palette, a pair of theme fonts, a type scale and a few
// decorations per layout, in its own file. Ids are fixed forever (they are the files' ids in
// every deployment); add a template with a new id, never reuse one.
import { meridian } from './meridian.mjs';
import { summit } from './summit.mjs';
import { campus } from './campus.mjs';
import { pulse } from './pulse.mjs';
import { circuit } from './circuit.mjs';
import { aurora } from './aurora.mjs';
import { canvas } from './canvas.mjs';
import { paper } from './paper.mjs';
import { spectrum } from './spectrum.mjs';

export const DESIGNS = [meridian, summit, campus, pulse, circuit, aurora, canvas, paper, spectrum];
