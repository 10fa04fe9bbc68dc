import dayjs from 'dayjs';

/** A moment as operators read it: day and time in the browser's zone, e.g. 07 Dec 2026 04:12. */
export const formatMoment = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('DD MMM YYYY HH:mm') : '—');
