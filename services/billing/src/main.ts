import 'reflect-metadata';
import { createServiceApp, runApp } from '@deckforge/kit';
import { billingService } from './billing.service';

runApp(() => createServiceApp(billingService));
