export { onRequestGet, onRequestHead } from '../src/features/board/served-search.api';
