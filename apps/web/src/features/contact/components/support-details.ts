/** Where support mail goes; the server's SUPPORT_EMAIL default is the same address. */
export const SUPPORT_EMAIL = 'support@salahkar.in';
