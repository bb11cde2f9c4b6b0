import 'reflect-metadata';
import { createServiceApp, runApp } from '@deckforge/kit';
import { presentationService } from './presentation.service';

runApp(() => createServiceApp(presentationService()));
