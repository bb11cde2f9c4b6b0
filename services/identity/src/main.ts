import 'reflect-metadata';
import { createServiceApp, runApp } from '@deckforge/kit';
import { identityService } from './identity.service';

runApp(() => createServiceApp(identityService));
