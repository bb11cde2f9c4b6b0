import 'reflect-metadata';
import { runService } from '@deckforge/kit';
import { presentationWorker } from './worker/worker-app';

runService(presentationWorker);
