/** The only date format the service takes, in date-fns tokens and as a strict shape. */
export const SERVICE_DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** `SERVICE_DATE_FORMAT` as a pattern; its six groups are year, month, day, hour, minute and second. */
export const SERVICE_DATE_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
