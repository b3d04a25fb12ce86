// Pages of the web app the server links to (bell notices, pushes, mails). Shared, so modules at
// any level of the direction table (decision 202) can name them.

/** The web app's page of a case. */
export const caseLink = (consultationId: string) => `/consultation/${consultationId}`;
