import 'reflect-metadata';
import { runApp } from '@deckforge/kit';
import { createGatewayApp } from './create-gateway-app';

runApp(() => createGatewayApp());
