/** The CalDAV address a phone is given: discovery starts there (or at /.well-known/caldav). */
export const caldavUrl = (publicUrl: string) => `${publicUrl}/dav/`;

/** A user's principal under it (the calendar's DAV paths: /dav/principals/<userId>/). */
export const caldavPrincipalUrl = (publicUrl: string, userId: string) => `${caldavUrl(publicUrl)}principals/${userId}/`;
