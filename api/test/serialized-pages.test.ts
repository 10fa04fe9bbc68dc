/** The filter call's kept pages: the same bytes for the same key, within a bound on what is kept. */
import { SerializedPages } from '../src/routes/api/recommendations/serialized-pages';

describe('SerializedPages', () => {
  it('serializes a page once and answers the same bytes after', () => {
    const pages = new SerializedPages(1000);
    const serialize = jest.fn(() => '{"content":["é"]}');
    const first = pages.get('k|0|10', serialize);
    expect(first.toString('utf8')).toBe('{"content":["é"]}');
    expect(pages.get('k|0|10', serialize)).toBe(first);
    expect(serialize).toHaveBeenCalledTimes(1);
  });

  it('drops the oldest pages when the bytes kept would pass the bound', () => {
    const pages = new SerializedPages(10);
    const made: string[] = [];
    const page = (key: string) => pages.get(key, () => (made.push(key), 'xxxx')).toString();
    page('a');
    page('b');
    page('a');
    page('c'); // 12 bytes would be kept: 'a' goes
    page('b');
    page('a');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
    // A page larger than the bound is answered, not kept.
    expect(pages.get('big', () => 'y'.repeat(11)).length).toBe(11);
    expect(pages.get('big', () => 'z'.repeat(11)).toString()).toBe('z'.repeat(11));
  });
});
