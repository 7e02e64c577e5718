/**
 * The keyword code, one module loaded on demand (the island's JavaScript budget): the board's engine
 * imports it when a search first needs it (board-controller.ts keywordCode), and a shared search's page
 * asks for it while the page still loads (BoardUrlGate.astro).
 */
export * from './term-index';
export * from './term-files';
export * from './spelling';
