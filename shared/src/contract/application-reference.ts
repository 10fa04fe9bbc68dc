/**
 * The reference a visitor quotes to support: 'SF-' and 8 characters drawn at random from an
 * alphabet without the look-alikes 0/O, 1/I/L. Made with the application, unique, never the id.
 * No TypeBox here: the front ends bundle it without the schema library.
 */
export const APPLICATION_REFERENCE_PREFIX = 'SF-';
export const APPLICATION_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const APPLICATION_REFERENCE_LENGTH = 8;
