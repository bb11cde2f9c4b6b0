import { SetMetadata } from '@nestjs/common';

/**
 * Marks a controller or handler as reachable without a session. HTTP routes are private by
 * default: the gateway's session guard lets through only what carries this mark.
 */
export const PUBLIC_ROUTE = 'deckforge:public-route';
export const PublicRoute = () => SetMetadata(PUBLIC_ROUTE, true);
