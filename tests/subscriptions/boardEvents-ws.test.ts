import { boardEventsOver } from './boardEvents';

boardEventsOver('ws');
