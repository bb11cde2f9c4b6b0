import 'reflect-metadata';
import { createServiceApp, runApp } from '@deckforge/kit';
import { storageService } from './storage.service';

runApp(() => createServiceApp(storageService));
