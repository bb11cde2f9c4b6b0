import 'reflect-metadata';
import { runApp } from '@deckforge/kit';
import { createWorkerApp } from './worker/worker-app';

runApp(() => createWorkerApp());
