import { boardEventsOver } from './boardEvents';

boardEventsOver('sse');
