import 'reflect-metadata';
import { createServiceApp, runApp } from '@deckforge/kit';
import { dataService } from './data.service';

runApp(() => createServiceApp(dataService));
