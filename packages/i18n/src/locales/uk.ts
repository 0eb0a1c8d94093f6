import { messagesFor } from '../catalogue.ts';

/** The Ukrainian catalogue alone; production browser builds replace it with its compiled form (packages/federation/src/compiled-messages-loader.ts). */
export default messagesFor('uk');
