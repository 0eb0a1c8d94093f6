import { messagesFor } from '../catalogue.ts';

/** The English catalogue alone; production browser builds replace it with its compiled form (packages/federation/src/compiled-messages-loader.ts). */
export default messagesFor('en');
